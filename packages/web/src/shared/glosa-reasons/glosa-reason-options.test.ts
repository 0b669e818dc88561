import { fmt, messages } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { glosaReasonOption, glosaReasonOptions, PILL_TEXT_MAX, shortened } from './glosa-reason-options';

const t = messages.screens.glosaReasons;
const PORTE = 'PORTE ANESTÉSICO COBRADO INCOMPATÍVEL COM O PORTE DO PROCEDIMENTO REALIZADO';
const r1834 = { code: '1834', description: PORTE };
const r2902 = { code: '2902', description: 'GLOSA MANTIDA' };
const r3199 = { code: '3199', description: 'COBRANÇA DE ITEM ASSISTENCIAL SEM A PRESENÇA DO ANESTESISTA' };

describe('shortened', () => {
  it.each([
    ['GLOSA MANTIDA', 20, 'GLOSA MANTIDA'],
    ['GLOSA MANTIDA', 13, 'GLOSA MANTIDA'],
    ['GLOSA MANTIDA', 6, 'GLOSA…'],
    ['CARÊNCIA', 4, 'CARÊ…'],
  ])('%j at %i → %j', (text, max, expected) => {
    expect(shortened(text, max)).toBe(expected);
  });
});

describe('glosaReasonOption', () => {
  it('shows "code — text", the pill cut, the list whole', () => {
    const option = glosaReasonOption('1834', PORTE);
    expect(option.fullLabel).toBe(`1834 — ${PORTE}`);
    expect(option.fullLabel).toBe(fmt(t.option, { code: '1834', description: PORTE }));
    expect(option.label).toBe(`1834 — ${PORTE.slice(0, PILL_TEXT_MAX).trimEnd()}…`);
    expect(glosaReasonOption('2902', 'GLOSA MANTIDA')).toEqual({
      value: '2902',
      label: '2902 — GLOSA MANTIDA',
      fullLabel: '2902 — GLOSA MANTIDA',
    });
  });

  it('shows a code alone until its text arrives', () => {
    expect(glosaReasonOption('3268', undefined)).toEqual({ value: '3268', label: '3268', fullLabel: '3268' });
  });
});

describe('glosaReasonOptions', () => {
  it('lists the chosen codes first (with texts from any answer), then the search, each once', () => {
    const options = glosaReasonOptions(['3199', '2902', '3268', '2902'], [r1834, r3199], [r2902]);
    expect(options.map((o) => o.value)).toEqual(['3199', '2902', '3268', '1834']);
    expect(options.map((o) => o.fullLabel)).toEqual([
      `3199 — ${r3199.description}`,
      '2902 — GLOSA MANTIDA',
      '3268',
      `1834 — ${PORTE}`,
    ]);
  });

  it('is the search alone when nothing is chosen', () => {
    expect(glosaReasonOptions([], [r2902], []).map((o) => o.label)).toEqual(['2902 — GLOSA MANTIDA']);
  });
});
