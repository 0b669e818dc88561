import { recognizeImage } from './engine';
import { readGuide, type ReadGuide } from './reader/read-guide';
import { rereadCells } from './reread';

/**
 * One page image read as a guide (decision 041): Tesseract's pass over the whole page, the
 * reader's zones, then a second reading of the cells that came out empty or wrong. Null when the
 * page is no guide the reader knows.
 */
export async function readPage(image: Buffer, page: { width: number; height: number }): Promise<ReadGuide | null> {
  const read = readGuide(await recognizeImage(image), page);
  if (read) await rereadCells(image, read, read.type);
  return read;
}
