import { adminCompanyBodySchema, companyStructures, messages, type AdminCompany } from '@honora/contract';
import { structureOf } from '@honora/domain';
import { Button, Group, Radio, Select, SimpleGrid, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { CompanyBaseFields, companyFieldValues } from '../../shared/company-form/company-base-fields';
import { CompanyFlagsFieldset, type CompanyFlags } from '../../shared/company-form/company-flags-fieldset';
import { useFormState } from '../../shared/forms/use-form-state';
import { MatrizSelect } from './matriz-select';

const t = messages.screens.adminCompanies;

export type AdminCompanyBodyOut = ReturnType<typeof adminCompanyBodySchema.parse>;

const blank = {
  name: '',
  legalName: null,
  cnpj: null,
  cnes: null,
  billingType: 'ANESTHETIST',
  registrationType: 'company',
  agendaDisplay: 'SHIFT',
} as const;

const noFlags: CompanyFlags = {
  filialHiddenMatrizData: false,
  hidePricesFromResidents: false,
  eventsByBranch: false,
  eventsByHeadquarters: false,
  surgeonVisibleToAll: false,
  receiveOnlyByCollections: false,
  disableDuplicateGuideCheck: false,
  notChangeProcedureProportionInReportEvents: false,
  closeBatchSendsAndLocks: false,
};

interface Props {
  /** The company being edited; null to create one. */
  company: AdminCompany | null;
  submitLabel: string;
  isReadOnly?: boolean;
  save: (body: AdminCompanyBodyOut) => Promise<unknown>;
}

/** Create or edit a company: its data, kind, structure (a filial names its matriz) and flags. */
export function CompanyForm({ company, submitLabel, isReadOnly = false, save }: Props) {
  const form = useFormState({
    ...companyFieldValues(company ?? blank),
    kind: (company?.kind ?? 'COMPANY') as string,
    structure: (company ? structureOf(company) : 'matriz') as string,
    matrizId: company?.matrizId ?? '',
  });
  const [isPayer, setIsPayer] = useState(company?.isPayer ?? false);
  const [flags, setFlags] = useState<CompanyFlags>(company?.flags ?? noFlags);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isReadOnly) return;
    const isFilial = form.values.structure === 'filial';
    const matrizId = isFilial ? form.values.matrizId || null : null;
    const body = form.validate(adminCompanyBodySchema, { ...form.values, matrizId, isPayer, flags });
    if (!body) return;
    setIsSubmitting(true);
    try {
      await save(body);
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={submitLabel}>
      <Stack>
        <CompanyBaseFields form={form} isPayer={isPayer} onPayerChange={setIsPayer} isReadOnly={isReadOnly} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Select
            name="kind"
            label={t.kind}
            data={Object.entries(t.kinds).map(([value, label]) => ({ value, label }))}
            value={form.values.kind}
            error={form.errors.kind}
            onChange={(value) => value && form.setValue('kind', value)}
            allowDeselect={false}
            readOnly={isReadOnly}
          />
          <Radio.Group
            name="structure"
            label={t.structure}
            value={form.values.structure}
            error={form.errors.structure}
            onChange={(value) => !isReadOnly && form.setValue('structure', value)}
          >
            <Group mt="xs">
              {companyStructures.map((structure) => (
                <Radio key={structure} value={structure} label={t.structures[structure]} disabled={isReadOnly} />
              ))}
            </Group>
          </Radio.Group>
        </SimpleGrid>
        {form.values.structure === 'filial' && (
          <MatrizSelect
            value={form.values.matrizId}
            currentName={company?.matrizName ?? null}
            excludeId={company?.id ?? null}
            error={form.errors.matrizId}
            isReadOnly={isReadOnly}
            onChange={(id) => form.setValue('matrizId', id)}
          />
        )}
        <CompanyFlagsFieldset flags={flags} isReadOnly={isReadOnly} onChange={setFlags} />
        {!isReadOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
