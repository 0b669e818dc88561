import { Fieldset, Grid, Select, Textarea, TextInput } from '@mantine/core';
import { ExpenseLines } from './expense-lines';
import type { SectionProps } from './form-types';
import {
  GUIDE_DATE_FIELDS,
  GUIDE_TOTAL_FIELDS,
  type GuideDraft,
  type GuideField,
  type GuideTotalField,
} from './guide-draft';
import { DateInput } from '../../../shared/forms/date-input';
import { eventFormScreenMessages } from '@honora/contract/screen-texts/event-form';

const g = eventFormScreenMessages.guide;

const optionsOf = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([value, label]) => ({ value, label }));

/** The TISS code sets of billing.md §9, with their pt-BR names. */
const CODE_OPTIONS = {
  consultType: optionsOf(g.consultTypes),
  accidenteIndication: optionsOf(g.accidentIndications),
  attendimentType: optionsOf(g.attendanceTypes),
  reasonToFinishAttendiment: optionsOf(g.endingReasons),
  attendanceRN: optionsOf(g.attendanceRNOptions),
} as const;
type CodeField = keyof typeof CODE_OPTIONS;

const PLAIN_TEXT: readonly { name: GuideField; max: number; digits?: boolean }[] = [
  { name: 'numberProviderGuide', max: 20 },
  { name: 'numberProtocol', max: 20 },
  { name: 'password', max: 20 },
  { name: 'numberWallet', max: 20 },
  { name: 'healthCard', max: 20 },
  { name: 'codeProcedureConsult', max: 8, digits: true },
  { name: 'grauPart', max: 2, digits: true },
];

/**
 * Dados adicionais da guia (billing.md §3 guide data): numbers, dates, the TISS code pickers
 * (consult type 1–4, accident 0/1/2/9, attendance 01–21, ending reason 11–67, newborn S/N), the
 * guide totals and the expense lines. Errors come under their input (path `guideData.<field>`).
 */
export function GuideSection({ draft, patch, errors, isReadOnly }: SectionProps) {
  const guide = draft.guideData;
  const setGuide = (change: Partial<GuideDraft>) => patch({ guideData: { ...guide, ...change } });
  const errorOf = (name: string) => errors[`guideData.${name}`];
  const text = (name: GuideField) => ({
    name: `guideData.${name}`,
    label: g[name],
    readOnly: isReadOnly,
    value: guide[name],
    error: errorOf(name),
    onChange: (e: { currentTarget: { value: string } }) => setGuide({ [name]: e.currentTarget.value }),
  });
  const code = (name: CodeField) => (
    <Select
      name={`guideData.${name}`}
      label={g[name]}
      clearable
      searchable
      readOnly={isReadOnly}
      data={CODE_OPTIONS[name]}
      value={guide[name] || null}
      error={errorOf(name)}
      onChange={(value) => setGuide({ [name]: value ?? '' })}
    />
  );
  const total = (name: GuideTotalField) => (
    <TextInput
      name={`guideData.totals.${name}`}
      label={g.totals[name]}
      inputMode="decimal"
      readOnly={isReadOnly}
      value={guide.totals[name]}
      error={errorOf(`totals.${name}`)}
      onChange={(e) => setGuide({ totals: { ...guide.totals, [name]: e.currentTarget.value } })}
    />
  );
  return (
    <>
      <Grid>
        {PLAIN_TEXT.map(({ name, max, digits }) => (
          <Grid.Col key={name} span={{ base: 6, md: 3 }}>
            <TextInput {...text(name)} maxLength={max} inputMode={digits ? 'numeric' : undefined} />
          </Grid.Col>
        ))}
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput {...text('valueProcedureConsult')} inputMode="decimal" description={g.moneyHint} />
        </Grid.Col>
        {GUIDE_DATE_FIELDS.map((name) => (
          <Grid.Col key={name} span={{ base: 6, md: 3 }}>
            <DateInput {...text(name)} onChange={(value) => setGuide({ [name]: value })} />
          </Grid.Col>
        ))}
        <Grid.Col span={{ base: 6, md: 3 }}>{code('consultType')}</Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>{code('accidenteIndication')}</Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>{code('attendanceRN')}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>{code('attendimentType')}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>{code('reasonToFinishAttendiment')}</Grid.Col>
        <Grid.Col span={12}>
          <Textarea {...text('clinicIndication')} autosize minRows={2} maxLength={500} />
        </Grid.Col>
      </Grid>
      <Fieldset legend={g.totalsTitle} variant="filled">
        <Grid>
          {GUIDE_TOTAL_FIELDS.map((name) => (
            <Grid.Col key={name} span={{ base: 6, md: 3 }}>
              {total(name)}
            </Grid.Col>
          ))}
        </Grid>
      </Fieldset>
      <ExpenseLines
        lines={guide.expenses}
        errors={errors}
        isReadOnly={isReadOnly}
        onChange={(expenses) => setGuide({ expenses })}
      />
    </>
  );
}
