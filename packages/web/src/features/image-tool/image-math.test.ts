import { describe, expect, it } from 'vitest';
import {
  clampCrop,
  editCrop,
  formatKb,
  initialCrop,
  isAcceptedType,
  MAX_OUTPUT_SIDE,
  moveCrop,
  outputFileName,
  qualityOf,
  sizeForHeight,
  sizeForWidth,
} from './image-math';

const image = { width: 800, height: 600 };

describe('image tool arithmetic (/tools/img; decision 059)', () => {
  it('starts with the whole image, or its largest centred square', () => {
    expect(initialCrop(image, 'free')).toEqual({ x: 0, y: 0, width: 800, height: 600 });
    expect(initialCrop(image, 'square')).toEqual({ x: 100, y: 0, width: 600, height: 600 });
    expect(initialCrop({ width: 3, height: 8 }, 'square')).toEqual({ x: 0, y: 2, width: 3, height: 3 });
  });

  it.each([
    [{ x: -5, y: -5, width: 100, height: 50 }, 'free', { x: 0, y: 0, width: 100, height: 50 }],
    [{ x: 790, y: 590, width: 100, height: 50 }, 'free', { x: 700, y: 550, width: 100, height: 50 }],
    [{ x: 0, y: 0, width: 5000, height: 5000 }, 'free', { x: 0, y: 0, width: 800, height: 600 }],
    [{ x: 0, y: 0, width: 0, height: -3 }, 'free', { x: 0, y: 0, width: 1, height: 1 }],
    [{ x: 10.6, y: 1.2, width: 99.5, height: 20.4 }, 'free', { x: 11, y: 1, width: 100, height: 20 }],
    [{ x: 0, y: 0, width: Number.NaN, height: 10 }, 'free', { x: 0, y: 0, width: 800, height: 10 }],
    [{ x: 700, y: 0, width: 300, height: 200 }, 'square', { x: 600, y: 0, width: 200, height: 200 }],
  ] as const)('clamps %o (%s) to %o', (crop, aspect, expected) => {
    expect(clampCrop(crop, image, aspect)).toEqual(expected);
  });

  it('keeps a square square when one side is typed, within the smaller side of the image', () => {
    const square = initialCrop(image, 'square');
    expect(editCrop(square, 'width', 200, image, 'square')).toEqual({ x: 100, y: 0, width: 200, height: 200 });
    expect(editCrop(square, 'height', 900, image, 'square')).toEqual({ x: 100, y: 0, width: 600, height: 600 });
    expect(editCrop(initialCrop(image, 'free'), 'x', 50, image, 'free')).toEqual({
      x: 0,
      y: 0,
      width: 800,
      height: 600,
    });
    expect(editCrop({ x: 0, y: 0, width: 100, height: 100 }, 'x', 750, image, 'free').x).toBe(700);
  });

  it('moves a crop by the keyboard or a drag without leaving the image or changing its size', () => {
    const crop = { x: 10, y: 10, width: 100, height: 100 };
    expect(moveCrop(crop, 10, -1, image)).toEqual({ x: 20, y: 9, width: 100, height: 100 });
    expect(moveCrop(crop, -50, -50, image)).toEqual({ x: 0, y: 0, width: 100, height: 100 });
    expect(moveCrop(crop, 5000, 5000, image)).toEqual({ x: 700, y: 500, width: 100, height: 100 });
  });

  it('keeps the crop proportion when resizing, within 1 and the largest side', () => {
    expect(sizeForWidth(400, { width: 800, height: 600 })).toEqual({ width: 400, height: 300 });
    expect(sizeForHeight(150, { width: 800, height: 600 })).toEqual({ width: 200, height: 150 });
    expect(sizeForWidth(0, { width: 800, height: 600 })).toEqual({ width: 1, height: 1 });
    expect(sizeForWidth(99999, { width: 100, height: 100 })).toEqual({
      width: MAX_OUTPUT_SIDE,
      height: MAX_OUTPUT_SIDE,
    });
    // A tall crop: the width shrinks so the height stays within the limit.
    expect(sizeForWidth(4000, { width: 100, height: 200 })).toEqual({ width: 2048, height: 4096 });
    expect(sizeForHeight(4000, { width: 400, height: 100 })).toEqual({ width: 4096, height: 1024 });
  });

  it('names the download after the original, with the format extension and no path', () => {
    expect(outputFileName('logo.png', 'jpeg')).toBe('logo.jpg');
    expect(outputFileName('foto.perfil.JPEG', 'png')).toBe('foto.perfil.png');
    expect(outputFileName('C:\\fotos\\eu.webp', 'jpeg')).toBe('eu.jpg');
    expect(outputFileName('a<b>:c?.png', 'png')).toBe('abc.png');
    expect(outputFileName('.png', 'png')).toBe('imagem.png');
    expect(outputFileName('', 'jpeg')).toBe('imagem.jpg');
  });

  it('shows sizes in pt-BR kilobytes and accepts only PNG, JPEG and WebP', () => {
    expect(formatKb(1024)).toBe('1 KB');
    expect(formatKb(12_595)).toBe('12,3 KB');
    expect(formatKb(0)).toBe('0 KB');
    expect(isAcceptedType('image/webp')).toBe(true);
    expect(isAcceptedType('image/gif')).toBe(false);
    expect(isAcceptedType('image/svg+xml')).toBe(false);
  });

  it('turns the quality slider into canvas quality', () => {
    expect(qualityOf(85)).toBe(0.85);
    expect(qualityOf(0)).toBe(0.01);
    expect(qualityOf(150)).toBe(1);
    expect(qualityOf(Number.NaN)).toBe(0.85);
  });
});
