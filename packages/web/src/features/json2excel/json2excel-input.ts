import { fmt, JSON2EXCEL_MAX_CHARS } from '@honora/contract';
import { json2excelScreenMessages as t } from '@honora/contract/screen-texts/json2excel';
import { megabytesText } from '@honora/domain';

/**
 * Why a text is not sent (decision 034): nothing to send, or over the server's limit, said
 * with the server's own words before uploading megabytes to be refused. Null: send it.
 */
export function inputError(text: string): string | null {
  if (text.trim() === '') return t.needText;
  if (text.length > JSON2EXCEL_MAX_CHARS)
    return fmt(t.errors.tooLarge, { size: megabytesText(text.length), max: megabytesText(JSON2EXCEL_MAX_CHARS) });
  return null;
}

/** The text to convert: the chosen file's when there is one (it wins over the pasted text). */
export async function sourceText(file: File | null, pasted: string): Promise<string> {
  return file ? file.text() : pasted;
}
