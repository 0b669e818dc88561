import { greyPage, pgmOf, pngOf, straightenPage } from './deskew';
import { recognizeImage } from './engine';
import { readGuide, type ReadGuide } from './reader/read-guide';
import { rereadCells } from './reread';

/** A page as read: the guide (null when the page is no guide the reader knows) and the image it was read on. */
export interface ReadPage {
  guide: ReadGuide | null;
  /** The page turned upright and level (a grey PNG), null when it was read as it came. */
  straightened: Buffer | null;
  /** The size of the image read (the fields' boxes are on it). */
  width: number;
  height: number;
  /** How far the page was turned (degrees). */
  degrees: number;
}

/**
 * One page image read as a guide (decision 041): the page turned level, Tesseract's pass over it,
 * the reader's zones, then a second reading of the cells that came out empty or wrong.
 */
export async function readPage(image: Buffer): Promise<ReadPage> {
  const grey = await greyPage(image);
  const { page, degrees } = await straightenPage(grey);
  const guide = readGuide(await recognizeImage(pgmOf(page)), page);
  if (guide) await rereadCells(page, guide, guide.type);
  return {
    guide,
    straightened: degrees === 0 && !grey.turned ? null : await pngOf(page),
    width: page.width,
    height: page.height,
    degrees,
  };
}
