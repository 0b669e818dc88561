import { PATIENT_PHOTO_MAX_BYTES } from '@honora/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { checkedPhoto, imageMimeOf } from './patient-photo';

const PNG_HEAD = Buffer.from('89504e470d0a1a0a', 'hex');
const JPEG_HEAD = Buffer.from('ffd8ff', 'hex');

describe('imageMimeOf', () => {
  it.each([
    ['a PNG', Buffer.concat([PNG_HEAD, Buffer.from('IHDR')]), 'image/png'],
    ['a JPEG (JFIF)', Buffer.concat([JPEG_HEAD, Buffer.from([0xe0, 0, 0x10])]), 'image/jpeg'],
    ['a JPEG (Exif)', Buffer.concat([JPEG_HEAD, Buffer.from([0xe1])]), 'image/jpeg'],
    ['a GIF', Buffer.from('GIF89a'), null],
    ['a PDF', Buffer.from('%PDF-1.7'), null],
    ['text named foto.png', Buffer.from('foto.png'), null],
    ['a PNG cut short', PNG_HEAD.subarray(0, 7), null],
    ['nothing', Buffer.alloc(0), null],
  ])('%s → %s', (_label, content, mime) => {
    expect(imageMimeOf(content)).toBe(mime);
  });

  it('never calls anything without the PNG or JPEG signature an image (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const content = Buffer.from(bytes);
        const isPng = content.length >= 8 && content.subarray(0, 8).equals(PNG_HEAD);
        const isJpeg = content.length >= 3 && content.subarray(0, 3).equals(JPEG_HEAD);
        expect(imageMimeOf(content) !== null).toBe(isPng || isJpeg);
      }),
    );
  });
});

describe('checkedPhoto', () => {
  it('answers the type and decoded size of an image', () => {
    const content = Buffer.concat([PNG_HEAD, Buffer.alloc(100)]);
    expect(checkedPhoto(content.toString('base64'))).toEqual({ mime: 'image/png', size: 108 });
  });

  it('refuses a file over 2 MB, then anything not PNG or JPEG, on contentBase64', () => {
    const big = Buffer.concat([JPEG_HEAD, Buffer.alloc(PATIENT_PHOTO_MAX_BYTES)]).toString('base64');
    for (const content of [big, Buffer.from('texto').toString('base64')]) {
      try {
        checkedPhoto(content);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).fields?.[0]?.path).toBe('contentBase64');
      }
    }
  });
});
