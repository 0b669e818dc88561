import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import type { OcrField } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { cropOf, fieldLabel, groupFields, shownProblem } from './ocr-fields';

const o = ocrMessages;

const field = (key: string, overrides: Partial<OcrField> = {}): OcrField => ({
  key,
  value: 'lido',
  confirmed: 'lido',
  confidence: 90,
  box: null,
  problem: null,
  low: false,
  required: false,
  ...overrides,
});

describe('the fields of a guide read by OCR, as a review shows them', () => {
  it('labels a field by its name, a table cell by its column', () => {
    expect(fieldLabel('patientName')).toBe(o.fields.patientName);
    expect(fieldLabel('procedures.1.code')).toBe(o.fields.code);
    expect(fieldLabel('team.0.councilNumber')).toBe(o.fields.councilNumber);
    expect(fieldLabel('team.0.code')).toBe(o.client.teamCode);
    expect(fieldLabel('unknownKey')).toBe('unknownKey');
  });

  it('groups the header fields, then the procedures and the team by row', () => {
    const groups = groupFields([
      field('registerANS'),
      field('procedures.1.code'),
      field('procedures.0.code'),
      field('procedures.0.date'),
      field('team.0.name'),
      field('total'),
    ]);
    expect(groups.fields.map((f) => f.key)).toEqual(['registerANS', 'total']);
    expect(groups.procedures.map((r) => [r.n, r.fields.map((f) => f.key)])).toEqual([
      [1, ['procedures.0.code', 'procedures.0.date']],
      [2, ['procedures.1.code']],
    ]);
    expect(groups.team.map((r) => r.n)).toEqual([1]);
  });

  it('draws a crop of the box with a margin, scaled to fit, the image moved under it', () => {
    const crop = cropOf([106, 56, 200, 20], { width: 2000, height: 1000 }, { width: 212, height: 64 });
    // 212 × 32 image pixels (6 of margin each side) at scale 1.
    expect(crop).toEqual({
      width: 212,
      height: 32,
      backgroundSize: '2000px 1000px',
      backgroundPosition: '-100px -50px',
    });
    const half = cropOf([106, 56, 200, 20], { width: 2000, height: 1000 }, { width: 106, height: 64 });
    expect(half).toMatchObject({
      width: 106,
      height: 16,
      backgroundSize: '1000px 500px',
      backgroundPosition: '-50px -25px',
    });
  });

  it('keeps a crop inside the image and draws none without a box or the image size', () => {
    expect(cropOf([0, 0, 10, 10], { width: 12, height: 12 }, { width: 24, height: 24 })).toMatchObject({
      width: 24,
      height: 24,
      backgroundPosition: '0px 0px',
    });
    expect(cropOf(null, { width: 10, height: 10 }, { width: 10, height: 10 })).toBeNull();
    expect(cropOf([0, 0, 5, 5], { width: null, height: null }, { width: 10, height: 10 })).toBeNull();
  });

  it("shows a field's check only for the value it was made for", () => {
    const checked = field('startDate', { confirmed: '32/01/2026', problem: o.checks.date });
    expect(shownProblem(checked, {})).toBe(o.checks.date);
    expect(shownProblem(checked, { startDate: '31/01/2026' })).toBeNull();
  });
});
