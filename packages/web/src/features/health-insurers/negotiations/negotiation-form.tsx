import { negotiationScreenMessages } from '@honora/contract/screen-texts/negotiation-screen';
import {
  messages,
  NEGOTIATION_LIMITS,
  negotiationInputSchema,
  negotiationRoutes,
  type Negotiation,
  fmt,
} from '@honora/contract';
import { maxLengthRule } from '@honora/domain';
import { Alert, Button, Group, Stack, Tabs } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../../shared/api/api-client';
import { toApiError } from '../../../shared/api/api-error';
import { typedDecimals } from '../../../shared/forms/decimal-text';
import { focusFirstInvalid, type FormErrors } from '../../../shared/forms/form-errors';
import { useFormState, type FieldRules } from '../../../shared/forms/use-form-state';
import { toast, toastError } from '../../../shared/notify/toast';
import { bodyOf, startedBodyOf } from './negotiation-body';
import { FactorsSection } from './factors-section';
import { GeneralSection } from './general-section';
import {
  hasHiddenValues,
  LIST_PATHS,
  rowsOf,
  sectionOfPath,
  valuesOf,
  type NegotiationRows,
  type NegotiationSection,
  type NegotiationValues,
} from './negotiation-form-model';
import { ProceduresSection } from './procedures-section';
import { TeamSection } from './team-section';
import { TransferSection } from './transfer-section';

const s = negotiationScreenMessages;
const sections: NegotiationSection[] = ['general', 'factors', 'procedures', 'team', 'transfer'];

/** Messages as the user types: the name's limit and the band's 3 decimals (shown ×100). */
const rules: FieldRules<NegotiationValues> = {
  name: [maxLengthRule(NEGOTIATION_LIMITS.nameMax)],
  proportion: [(value) => typedDecimals(String(value ?? '')) <= 3 || s.general.bandDecimals],
};

const listRoots: readonly string[] = Object.values(LIST_PATHS);

/** Whether an input shows the message of this path (otherwise it is toasted too). */
function isShown(path: string, values: NegotiationValues): boolean {
  const [root, index, field] = path.split('.');
  if (path in values || listRoots.includes(path)) return true;
  return listRoots.includes(root ?? '') && /^\d+$/.test(index ?? '') && field !== undefined;
}

interface Props {
  insurerId: string;
  /** The negotiation being edited; null to create one. */
  negotiation: Negotiation | null;
  /** No write permission (or a deleted insurer): everything read-only. */
  isReadOnly: boolean;
  onSaved: (negotiation: Negotiation) => Promise<void> | void;
  onClose: () => void;
}

/**
 * One negotiation, every term of billing.md §3 in sections, saved on its own. A started one
 * (isEditable false) takes only a new end (billing.md §5).
 */
export function NegotiationForm({ insurerId, negotiation, onSaved, onClose, ...props }: Props) {
  const isValueHidden = hasHiddenValues(negotiation);
  const isReadOnly = props.isReadOnly || isValueHidden;
  const form = useFormState<NegotiationValues>(valuesOf(negotiation), rules);
  const [rows, setRows] = useState<NegotiationRows>(() => rowsOf(negotiation));
  const [section, setSection] = useState<NegotiationSection>('general');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isStarted = negotiation !== null && !negotiation.isEditable;
  const sectionProps = { form, rows, setRows, isReadOnly: isReadOnly || isStarted };

  function showErrors(found: FormErrors) {
    const [first] = Object.keys(found);
    if (first) setSection(sectionOfPath(first));
    form.setErrors(found);
    focusFirstInvalid(form.formRef.current);
  }

  /** The server's field errors go under their inputs; a rule without an input is toasted. */
  function showApiError(error: unknown) {
    const apiError = toApiError(error);
    const found: FormErrors = {};
    for (const field of apiError.fields) found[field.path] ??= field.message;
    if (Object.keys(found).length > 0) showErrors(found);
    if (!Object.keys(found).every((path) => isShown(path, form.values)) || apiError.fields.length === 0) {
      toastError(apiError);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The drawer is portaled, but React still bubbles its submit to the insurer's form.
    event.stopPropagation();
    if (isReadOnly) return;
    const draft = isStarted ? startedBodyOf(negotiation, form.values) : bodyOf(form.values, rows);
    const parsed = negotiationInputSchema.safeParse(draft);
    const firstIssue = parsed.success ? undefined : parsed.error.issues[0]?.path.map(String).join('.');
    if (firstIssue !== undefined) setSection(sectionOfPath(firstIssue));
    const body = form.validate(negotiationInputSchema, draft);
    if (!body) return;
    setIsSubmitting(true);
    try {
      const saved = negotiation
        ? await call(negotiationRoutes.update, { params: { id: negotiation.id }, body })
        : await call(negotiationRoutes.create, { params: { insurerId }, body });
      toast.success(negotiation ? s.saved : s.created);
      await onSaved(saved);
    } catch (error) {
      showApiError(error);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={negotiation ? fmt(s.editTitle, { name: negotiation.name }) : s.newTitle}
    >
      <Stack>
        {isStarted && <Alert color="blue">{s.startedHint}</Alert>}
        {isValueHidden && <Alert color="yellow">{s.valuesHiddenHint}</Alert>}
        <Tabs value={section} onChange={(value) => value && setSection(value as NegotiationSection)}>
          <Tabs.List>
            {sections.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {s.sections[name]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="general" pt="md">
            <GeneralSection form={form} isReadOnly={sectionProps.isReadOnly} isEndReadOnly={isReadOnly} />
          </Tabs.Panel>
          <Tabs.Panel value="factors" pt="md">
            <FactorsSection form={form} isReadOnly={sectionProps.isReadOnly} />
          </Tabs.Panel>
          <Tabs.Panel value="procedures" pt="md">
            <ProceduresSection {...sectionProps} />
          </Tabs.Panel>
          <Tabs.Panel value="team" pt="md">
            <TeamSection {...sectionProps} />
          </Tabs.Panel>
          <Tabs.Panel value="transfer" pt="md">
            <TransferSection form={form} isReadOnly={sectionProps.isReadOnly} />
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {s.close}
          </Button>
          {!isReadOnly && (
            <Button type="submit" loading={isSubmitting}>
              {messages.screens.registry.record.save}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
