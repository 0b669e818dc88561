import type { ContaAzulMappingRow, ContaAzulOption } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { documentDigits, documentMatches, rowKey, suggestedLinks, withSuggestions } from './document-match';

const row = (over: Partial<ContaAzulMappingRow>): ContaAzulMappingRow => ({
  kind: 'healthInsurance',
  productKey: 'p1',
  productName: 'Unimed',
  document: null,
  remoteId: null,
  remoteName: null,
  ...over,
});
const customer = (id: string, document: string | null): ContaAzulOption => ({ id, name: id, document });

describe('documentDigits', () => {
  it('keeps only the digits', () => {
    expect(documentDigits('12.345.678/0001-90')).toBe('12345678000190');
    expect(documentDigits(null)).toBe('');
  });
});

describe('documentMatches', () => {
  it('matches unmapped insurers and hospitals by the digits of their document', () => {
    const rows = [
      row({ productKey: 'a', document: '12.345.678/0001-90' }),
      row({ kind: 'hospital', productKey: 'b', document: '98765432000110' }),
    ];
    const customers = [customer('c1', '12345678000190'), customer('c2', '98.765.432/0001-10')];
    expect(documentMatches(rows, customers)).toEqual(
      new Map([
        ['healthInsurance:a', 'c1'],
        ['hospital:b', 'c2'],
      ]),
    );
  });

  it('leaves mapped rows, services, rows without document and documents shared by two customers', () => {
    const rows = [
      row({ productKey: 'mapped', document: '111', remoteId: 'x', remoteName: 'X' }),
      row({ kind: 'service', productKey: 'Honorario', document: '111' }),
      row({ productKey: 'none', document: null }),
      row({ productKey: 'twice', document: '222' }),
      row({ productKey: 'other', document: '333' }),
    ];
    const customers = [customer('c1', '111'), customer('c2', '2.2.2'), customer('c3', '222'), customer('c4', null)];
    expect(documentMatches(rows, customers)).toEqual(new Map());
  });
});

describe('withSuggestions and suggestedLinks', () => {
  const matches = new Map([
    ['healthInsurance:a', 'c1'],
    ['healthInsurance:b', 'c2'],
    ['healthInsurance:c', 'c3'],
  ]);
  const picked = new Map([
    ['healthInsurance:a', 'chosen'],
    ['healthInsurance:c', 'c3'],
  ]);

  it('fills only the selects the user left empty', () => {
    expect(withSuggestions(picked, matches)).toEqual(
      new Map([
        ['healthInsurance:a', 'chosen'],
        ['healthInsurance:c', 'c3'],
        ['healthInsurance:b', 'c2'],
      ]),
    );
  });

  it('links the matches the user did not change to another customer', () => {
    expect(suggestedLinks(picked, matches)).toEqual([
      ['healthInsurance:b', 'c2'],
      ['healthInsurance:c', 'c3'],
    ]);
  });

  it('names a row by kind and product', () => {
    expect(rowKey({ kind: 'service', productKey: 'SPSADT' })).toBe('service:SPSADT');
  });
});
