import { reportDefinitionSchema } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { definitionOf, draftOf, EMPTY_DRAFT, fieldGroups, fieldLabel, withColumns } from './generator-draft';

const filters = {
  from: '2026-01-01',
  until: '2026-01-31',
  companyId: null,
  healthInsuranceId: null,
  hospitalId: 'a1b2c3d4-0000-4000-8000-000000000001',
  anesthetistId: null,
  isNumbers: false,
};
const custom = [{ key: 'sala', label: 'Sala' }];

describe('the report generator draft', () => {
  it('groups the fields by source, custom fields last, text only for conditions', () => {
    const groups = fieldGroups(custom);
    expect(groups.map((group) => group.group)).toEqual([
      'Evento',
      'Procedimento',
      'Lançamento',
      'Campos personalizados',
    ]);
    expect(fieldGroups(custom, true)[0]!.items.map((item) => item.value)).not.toContain('totalProduced');
    expect(fieldGroups([]).length).toBe(3);
    expect(fieldLabel('custom:sala', custom)).toBe('Sala');
    expect(fieldLabel('insurerName', custom)).toBe('Convênio');
  });

  it('drops a grouping and sorts whose column was removed', () => {
    const draft = {
      ...EMPTY_DRAFT,
      columns: ['insurerName', 'totalProduced'],
      groupBy: 'insurerName',
      sort: [{ field: 'totalProduced', direction: 'desc' as const }],
    };
    expect(withColumns(draft, ['totalProduced'])).toMatchObject({ groupBy: null, sort: draft.sort });
    expect(withColumns(draft, ['insurerName'])).toMatchObject({ groupBy: 'insurerName', sort: [] });
  });

  it('writes the definition with the filter bar and without blank conditions', () => {
    const definition = definitionOf(
      {
        ...EMPTY_DRAFT,
        columns: ['numGuide'],
        conditions: [
          { field: 'custom:sala', op: 'equals', value: 'Sala 3' },
          { field: 'patientName', op: 'contains', value: ' ' },
        ],
      },
      filters,
    );
    expect(definition).toEqual({
      columns: ['numGuide'],
      from: '2026-01-01',
      until: '2026-01-31',
      hospitalId: filters.hospitalId,
      statuses: [],
      conditions: [{ field: 'custom:sala', op: 'equals', value: 'Sala 3' }],
      sort: [],
    });
  });

  it('opens a saved definition back into the builder and the filter bar', () => {
    const draft = { ...EMPTY_DRAFT, columns: ['numGuide', 'insurerName'], groupBy: 'insurerName' };
    const opened = draftOf(reportDefinitionSchema.parse(definitionOf(draft, filters)));
    expect(opened.draft).toEqual(draft);
    expect(opened.filters).toMatchObject({
      from: '2026-01-01',
      hospitalId: filters.hospitalId,
      healthInsuranceId: null,
    });
  });
});
