const PDF = Buffer.from('%PDF-');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The type of an attachment by its first bytes (PDF, PNG, JPEG), never by its name; null for anything else. */
export function attachmentMimeOf(content: Buffer): 'application/pdf' | 'image/png' | 'image/jpeg' | null {
  const starts = (signature: Buffer) => content.subarray(0, signature.length).equals(signature);
  if (starts(PDF)) return 'application/pdf';
  if (starts(PNG)) return 'image/png';
  if (starts(JPEG)) return 'image/jpeg';
  return null;
}
