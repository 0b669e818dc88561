import {
  hospitalRoutes,
  messages,
  SLOT_CATEGORIES,
  sectorsProblem,
  WORKPLACE_LIMITS,
  workplaceBodySchema,
  workplaceRoutes,
  type Hospital,
  type Workplace,
} from '@honora/contract';
import { schedulesScreenMessages as schedules } from '@honora/contract/screen-texts/schedules';
import { workplacesScreenMessages as t } from '@honora/contract/screen-texts/workplaces';
import { foldText, maxLengthRule, requiredRule } from '@honora/domain';
import {
  Button,
  Checkbox,
  Grid,
  Group,
  Select,
  Stack,
  TagsInput,
  TextInput,
  Textarea,
  type ComboboxItem,
  type OptionsFilter,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { useFormState, type FieldRules } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { useSyncedRegistry } from '../../shared/registry/use-synced-registry';

const record = messages.screens.registry.record;

type Values = {
  name: string;
  hospitalId: string;
  sectors: string;
  slotCategories: string;
  notes: string;
  active: string;
};

const SEPARATOR = '\n';
const listOf = (text: string) => (text ? text.split(SEPARATOR) : []);

const rules: FieldRules<Values> = {
  name: [requiredRule, maxLengthRule(WORKPLACE_LIMITS.name)],
  notes: [maxLengthRule(WORKPLACE_LIMITS.notes)],
  sectors: [(text) => sectorsProblem(listOf(String(text))) ?? true],
};

function initialValues(workplace: Workplace | null): Values {
  return {
    name: workplace?.name ?? '',
    hospitalId: workplace?.hospitalId ?? '',
    sectors: (workplace?.sectors ?? []).join(SEPARATOR),
    slotCategories: (workplace?.slotCategories ?? []).join(SEPARATOR),
    notes: workplace?.notes ?? '',
    active: String(workplace?.active ?? true),
  };
}

/** Options whose label contains the search, ignoring case and accents ("cecilia" finds "Cecília"). */
const foldedFilter: OptionsFilter = ({ options, search }) =>
  (options as ComboboxItem[]).filter((option) => foldText(option.label).includes(foldText(search)));

/**
 * The hospitals of the workplace's own company, searchable (a filial's form does not offer the
 * matriz's: the server refuses them); a removed or inactive one stays listed while picked.
 */
function HospitalSelect(props: {
  companyId: string | undefined;
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
  disabled: boolean;
  currentName: string | null;
}) {
  const { items } = useSyncedRegistry<Hospital>('hospitals', hospitalRoutes.list);
  const data = items
    .filter((h) => h.companyId === props.companyId && (h.active || h.id === props.value))
    .map((h) => ({ value: h.id, label: h.name }));
  if (props.value && props.currentName && !data.some((option) => option.value === props.value)) {
    data.unshift({ value: props.value, label: props.currentName });
  }
  return (
    <Select
      label={t.hospital}
      description={t.hospitalHint}
      placeholder={t.hospitalPlaceholder}
      data={data}
      value={props.value || null}
      onChange={(id) => props.onChange(id ?? '')}
      error={props.error}
      searchable
      filter={foldedFilter}
      clearable
      nothingFoundMessage={messages.screens.people.noMatches}
      disabled={props.disabled}
    />
  );
}

interface Props {
  workplace: Workplace | null;
  isReadOnly: boolean;
  onSaved: (saved: Workplace) => Promise<unknown> | void;
}

/**
 * A workplace's form (decision 042): its name, the hospital it is, its sectors or rooms and the
 * kinds of slot staffed there. A hospital of another company or a removed one is refused by the
 * server under the hospital.
 */
export function WorkplaceForm({ workplace, isReadOnly, onSaved }: Props) {
  const form = useFormState(initialValues(workplace), rules);
  const [isSaving, setIsSaving] = useState(false);
  const sessionCompanyId = useSession()?.company?.id;
  const { values } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(workplaceBodySchema, {
      name: values.name,
      hospitalId: values.hospitalId || null,
      sectors: listOf(values.sectors),
      slotCategories: listOf(values.slotCategories),
      notes: values.notes,
      active: values.active === 'true',
    });
    if (!body) return;
    setIsSaving(true);
    try {
      const saved = workplace
        ? await call(workplaceRoutes.update, { params: { id: workplace.id }, body })
        : await call(workplaceRoutes.create, { body });
      toast.success(record.saved);
      await onSaved(saved);
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t.title}>
      <Stack>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput {...form.field('name')} label={t.name} required disabled={isReadOnly} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <HospitalSelect
              companyId={workplace?.companyId ?? sessionCompanyId}
              value={values.hospitalId}
              onChange={(id) => form.setValue('hospitalId', id)}
              error={form.errors.hospitalId}
              disabled={isReadOnly}
              currentName={workplace?.hospitalName ?? null}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TagsInput
              label={t.sectors}
              description={t.sectorsHint}
              value={listOf(values.sectors)}
              onChange={(next) => form.setValue('sectors', next.join(SEPARATOR))}
              error={form.errors.sectors}
              maxTags={WORKPLACE_LIMITS.sectors}
              allowDuplicates
              acceptValueOnBlur
              clearable
              disabled={isReadOnly}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Checkbox.Group
              label={t.slotCategories}
              description={t.slotCategoriesHint}
              value={listOf(values.slotCategories)}
              onChange={(kinds) => form.setValue('slotCategories', kinds.join(SEPARATOR))}
              error={form.errors.slotCategories}
            >
              <Group mt="xs" align="flex-start">
                {SLOT_CATEGORIES.map((kind) => (
                  <Checkbox
                    key={kind}
                    value={kind}
                    label={schedules.slotCategories[kind]}
                    description={schedules.slotCategoryHints[kind]}
                    disabled={isReadOnly}
                    maw={260}
                  />
                ))}
              </Group>
            </Checkbox.Group>
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={t.notes}
              value={values.notes}
              onChange={(event) => form.setValue('notes', event.currentTarget.value)}
              error={form.errors.notes}
              autosize
              minRows={2}
              disabled={isReadOnly}
            />
          </Grid.Col>
        </Grid>
        <Checkbox
          label={t.active}
          checked={values.active === 'true'}
          onChange={(event) => form.setValue('active', String(event.currentTarget.checked))}
          disabled={isReadOnly}
        />
        {!isReadOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={isSaving}>
              {record.save}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
