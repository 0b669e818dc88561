import { SWAP_KINDS, swapCreateBodySchema, type SwapList } from '@honora/contract';
import { scheduleSwapsScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { Button, Group, Paper, Radio, Select, Stack, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { toApiError } from '../../shared/api/api-error';
import { errorsFromApi } from '../../shared/forms/form-errors';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import {
  blankFields,
  colleagueChoices,
  counterSlotChoices,
  initialRequestValues,
  mySlotChoices,
  requestBodyOf,
  withColleague,
  withKind,
  type RequestValues,
} from './request-values';
import { useSwapActions } from './use-swaps';

const JUSTIFICATION_MAX = 500;
const FORM_TITLE_ID = 'swap-request-title';

interface Props {
  data: SwapList;
  /** A refusal of the server that names no field, for the page's alert region (null clears it). */
  onError: (message: string | null) => void;
}

/**
 * "Pedir troca ou repasse" (platform.md §3 schedule changes; decision 043): one of the doctor's
 * own published slots handed over to a colleague (or offered to any) or swapped for one of the
 * colleague's. The server checks the roster's rules with the named colleague in place.
 */
export function SwapRequestForm({ data, onError }: Props) {
  const form = useFormState<RequestValues>(initialRequestValues());
  const { create } = useSwapActions();
  const [isSaving, setIsSaving] = useState(false);
  const { values, errors } = form;
  const colleagues = colleagueChoices(values.kind, data.colleagues);
  const counterSlots = counterSlotChoices(data.colleagues, values.targetDoctorId);

  /** Replaces several values at once, clearing the errors of the fields it changed. */
  function change(next: RequestValues) {
    const names = Object.keys(next) as (keyof RequestValues)[];
    const changed: string[] = names.filter((name) => next[name] !== values[name]);
    form.load(next);
    form.setErrors(Object.fromEntries(Object.entries(errors).filter(([name]) => !changed.includes(name))));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    onError(null);
    const body = form.validate(swapCreateBodySchema, requestBodyOf(values), blankFields(values));
    if (!body) return;
    setIsSaving(true);
    try {
      await create(body);
      toast.success(t.requested);
      form.reset();
    } catch (error) {
      const apiError = toApiError(error);
      const onFields = errorsFromApi(apiError, Object.keys(values));
      if (Object.keys(onFields).length > 0) form.setErrors(onFields);
      else if (!apiError.isHandled) onError(apiError.message);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Paper withBorder p="md">
      <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={FORM_TITLE_ID}>
        <Stack maw={760}>
          <Title order={2} size="h4" id={FORM_TITLE_ID}>
            {t.request}
          </Title>
          <Select
            label={t.slot}
            placeholder={t.choose}
            data={mySlotChoices(data.mySlots)}
            value={values.slotId || null}
            onChange={(id) => form.setValue('slotId', id ?? '')}
            error={errors.slotId}
            allowDeselect={false}
            required
          />
          <Radio.Group
            label={t.kind}
            value={values.kind}
            onChange={(kind) => change(withKind(values, kind as RequestValues['kind'], data.colleagues))}
            required
          >
            <Group mt="xs" gap="xl">
              {SWAP_KINDS.map((kind) => (
                <Radio key={kind} value={kind} label={t.kinds[kind]} description={t.kindHints[kind]} />
              ))}
            </Group>
          </Radio.Group>
          <Select
            label={t.colleague}
            placeholder={t.choose}
            data={colleagues}
            value={values.targetDoctorId || null}
            onChange={(id) => change(withColleague(values, id ?? ''))}
            error={errors.targetDoctorId}
            searchable
            allowDeselect={false}
            required
          />
          {values.kind === 'SWAP' && (
            <Select
              label={t.counterSlot}
              placeholder={t.choose}
              description={
                values.targetDoctorId === ''
                  ? t.chooseColleagueFirst
                  : counterSlots.length === 0
                    ? t.noColleagueSlots
                    : undefined
              }
              data={counterSlots}
              value={values.counterSlotId || null}
              onChange={(id) => form.setValue('counterSlotId', id ?? '')}
              error={errors.counterSlotId}
              disabled={counterSlots.length === 0}
              allowDeselect={false}
              required
            />
          )}
          <Textarea
            label={t.justification}
            description={t.justificationHint}
            autosize
            minRows={2}
            maxLength={JUSTIFICATION_MAX}
            value={values.justification}
            error={errors.justification}
            onChange={(event) => form.setValue('justification', event.currentTarget.value)}
          />
          <Group>
            <Button type="submit" loading={isSaving}>
              {t.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
