import { messages, PATIENT_PHOTO_MAX_BYTES, msg } from '@honora/contract';
import { AppError } from '../../errors';

const e = messages.screens.patients.errors;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type of a file by its first bytes (billing.md §5: PNG and JPEG only); null for anything else. */
export function imageMimeOf(content: Buffer): 'image/png' | 'image/jpeg' | null {
  if (content.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (content.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/**
 * A photo upload checked by its content, never its name: decoded from base64, at most 2 MB,
 * and a PNG or JPEG by magic bytes. Field errors on `contentBase64`.
 */
export function checkedPhoto(contentBase64: string): { mime: 'image/png' | 'image/jpeg'; size: number } {
  const content = Buffer.from(contentBase64, 'base64');
  if (content.length > PATIENT_PHOTO_MAX_BYTES)
    throw AppError.field('inputError', 'contentBase64', msg(e, 'photoSize'));
  const mime = imageMimeOf(content);
  if (!mime) throw AppError.field('inputError', 'contentBase64', msg(e, 'photoType'));
  return { mime, size: content.length };
}
