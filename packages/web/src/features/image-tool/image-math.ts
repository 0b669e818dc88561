import { formatNumber } from '@honora/domain';

/**
 * The image tool's arithmetic (/tools/img, platform.md §2; decision 059): crops kept inside the
 * image, final sizes that keep the crop's proportion, the download's file name and the size in KB.
 * Pure: the page draws with canvas what these decide.
 */

export interface Size {
  width: number;
  height: number;
}

/** A rectangle in the original image's pixels. */
export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type CropAspect = 'square' | 'free';
export type OutputFormat = 'png' | 'jpeg';

/** The largest side of a result: larger canvases fail on phones and are never a profile or logo. */
export const MAX_OUTPUT_SIDE = 4096;
export const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const DEFAULT_JPEG_QUALITY = 85;

export const isAcceptedType = (type: string): boolean => (ACCEPTED_TYPES as readonly string[]).includes(type);

const whole = (n: number, fallback: number) => (Number.isFinite(n) ? Math.round(n) : fallback);
const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/** The whole image, or its largest centred square. */
export function initialCrop(image: Size, aspect: CropAspect): Crop {
  if (aspect === 'free') return { x: 0, y: 0, width: image.width, height: image.height };
  const side = Math.min(image.width, image.height);
  return {
    x: Math.floor((image.width - side) / 2),
    y: Math.floor((image.height - side) / 2),
    width: side,
    height: side,
  };
}

/**
 * A crop made valid: whole pixels, at least 1 × 1, inside the image (the size first, then the
 * position); a square crop takes the smaller of its two sides.
 */
export function clampCrop(crop: Crop, image: Size, aspect: CropAspect): Crop {
  let width = clamp(whole(crop.width, image.width), 1, image.width);
  let height = clamp(whole(crop.height, image.height), 1, image.height);
  if (aspect === 'square') width = height = Math.min(width, height);
  const x = clamp(whole(crop.x, 0), 0, image.width - width);
  const y = clamp(whole(crop.y, 0), 0, image.height - height);
  return { x, y, width, height };
}

/** A crop with one field typed in: a square keeps both sides equal to the side just typed. */
export function editCrop(crop: Crop, field: keyof Crop, value: number, image: Size, aspect: CropAspect): Crop {
  const next = { ...crop, [field]: value };
  if (aspect === 'square' && field === 'width') next.height = value;
  if (aspect === 'square' && field === 'height') next.width = value;
  if (aspect === 'square' && (field === 'width' || field === 'height')) {
    const side = clamp(whole(value, 1), 1, Math.min(image.width, image.height));
    return clampCrop({ ...next, width: side, height: side }, image, aspect);
  }
  return clampCrop(next, image, aspect);
}

/** The crop moved by (dx, dy) pixels, its size unchanged, kept inside the image. */
export function moveCrop(crop: Crop, dx: number, dy: number, image: Size): Crop {
  return clampCrop({ ...crop, x: crop.x + dx, y: crop.y + dy }, image, 'free');
}

/**
 * The final size for a width, keeping the crop's proportion: both sides whole, at least 1 and at
 * most MAX_OUTPUT_SIDE (the width shrinks when the height would pass it).
 */
export function sizeForWidth(width: number, crop: Size): Size {
  const ratio = crop.height / crop.width;
  let w = clamp(whole(width, crop.width), 1, MAX_OUTPUT_SIDE);
  if (w * ratio > MAX_OUTPUT_SIDE) w = Math.max(1, Math.floor(MAX_OUTPUT_SIDE / ratio));
  return { width: w, height: clamp(Math.round(w * ratio), 1, MAX_OUTPUT_SIDE) };
}

/** The final size for a height, keeping the crop's proportion. */
export function sizeForHeight(height: number, crop: Size): Size {
  const ratio = crop.width / crop.height;
  let h = clamp(whole(height, crop.height), 1, MAX_OUTPUT_SIDE);
  if (h * ratio > MAX_OUTPUT_SIDE) h = Math.max(1, Math.floor(MAX_OUTPUT_SIDE / ratio));
  return { width: clamp(Math.round(h * ratio), 1, MAX_OUTPUT_SIDE), height: h };
}

export const mimeOf = (format: OutputFormat): string => (format === 'png' ? 'image/png' : 'image/jpeg');

/**
 * The download's name: the original's name without its extension (no path, no characters a
 * file system refuses), "imagem" when nothing is left, and the format's extension.
 */
export function outputFileName(original: string, format: OutputFormat): string {
  const base = (original.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    // eslint-disable-next-line no-control-regex -- control characters are refused by file systems
    .replace(/[\u0000-\u001f<>:"|?*]+/g, '')
    .trim()
    .slice(0, 100);
  return `${base || 'imagem'}.${format === 'png' ? 'png' : 'jpg'}`;
}

/** A size in bytes as pt-BR kilobytes, one decimal at most ("12,3 KB"; 1 KB = 1,024 bytes). */
export function formatKb(bytes: number): string {
  return `${formatNumber(Math.round(Math.max(0, bytes) / 102.4) / 10)} KB`;
}

/** The JPEG quality slider (1–100) as canvas.toBlob's 0–1. */
export const qualityOf = (percent: number): number => clamp(whole(percent, DEFAULT_JPEG_QUALITY), 1, 100) / 100;
