import { eventCreateBodySchema, eventRoutes, eventUpdateBodySchema, messages, type EventView } from '@honora/contract';
import { Stack } from '@mantine/core';
import { useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { call } from '../../../shared/api/api-client';
import { toApiError, type ApiError } from '../../../shared/api/api-error';
import { errorsFromIssues, focusFirstInvalid } from '../../../shared/forms/form-errors';
import { toast, toastError } from '../../../shared/notify/toast';
import { AppealDialogs } from './appeals/appeal-dialogs';
import { EventAppealsSection } from './appeals/event-appeals-section';
import { useEventAppeals } from './appeals/use-event-appeals';
import { AttachmentsSection } from './attachments-section';
import { CustomFieldsSection, missingCustomFields } from './custom-fields-section';
import { EventDataSection } from './event-data-section';
import { createBodyOf, draftOf, updateBodyOf, type EventDraft } from './event-draft';
import { EventHeader } from './event-header';
import { FormSection } from './form-section';
import type { FieldErrors } from './form-types';
import { GuideSection } from './guide-section';
import { HistorySection } from './history-section';
import { LinksSection } from './links-section';
import { MoneySection } from './money/money-section';
import type { MoneyRequest } from './money/money-request';
import { ObservationsSection } from './observations-section';
import { ProceduresSection } from './procedures-section';
import { chosenAtStart, withChosen, type ChosenFields } from './record-fill';
import { TeamSection } from './team-section';
import { useEventCustomFields } from '../../../shared/events/use-event-custom-fields';
import { useEventAnswered, useEventRegistries } from './use-event';
import { eventFormScreenMessages } from '@honora/contract/screen-texts/event-form';

const f = eventFormScreenMessages;
const s = f.sections;

/** Errors without the ones under the fields a change touched (a top-level key and its sub-paths). */
function withoutErrorsOf(errors: FieldErrors, change: Partial<EventDraft>): FieldErrors {
  const touched = Object.keys(change);
  const kept = Object.entries(errors).filter(([path]) => !touched.some((k) => path === k || path.startsWith(`${k}.`)));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/** The API's field errors by path (first message of each), as the form shows them. */
function errorsOfApi(error: ApiError): FieldErrors {
  const found: Record<string, string> = {};
  for (const field of error.fields) if (!(field.path in found)) found[field.path] = field.message;
  return found;
}

interface Props {
  /** The stored event (latest answer), or null while registering a new one. */
  event: EventView | null;
  /** The first state of a new event. */
  initial: EventDraft | null;
  onCreated: (event: EventView) => void;
}

/**
 * The event screen's state: the draft being typed, the version it was read at (a save or an
 * action names it; another user's save in between answers otherUser), the field errors of the
 * schema and of the API, and the sections of the form.
 */
export function EventEditor({ event, initial, onCreated }: Props) {
  const [loaded, setLoaded] = useState<EventDraft>(() => initial ?? draftOf(event!));
  const [draft, setDraft] = useState<EventDraft>(loaded);
  const [chosen, setChosen] = useState<ChosenFields>(() => chosenAtStart(loaded, event === null));
  const [version, setVersion] = useState(event?.version ?? 0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [otherUser, setOtherUser] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [moneyRequest, setMoneyRequest] = useState<MoneyRequest | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();
  const registries = useEventRegistries();
  const customFields = useEventCustomFields();
  const answered = useEventAnswered();
  const isDirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(loaded), [draft, loaded]);
  const isReadOnly = event !== null && event.actions.edit !== true;
  const appeals = useEventAppeals(event, version, isDirty);

  /** A change the user typed or picked: its fields become the user's choice. */
  const patch = useCallback((change: Partial<EventDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setChosen((current) => withChosen(current, change));
    setErrors((current) => withoutErrorsOf(current, change));
  }, []);

  /** What a record filled (record-fill.ts decides which fields): still not the user's choice. */
  const fill = useCallback((change: Partial<EventDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors((current) => withoutErrorsOf(current, change));
  }, []);

  function loadFrom(saved: EventView) {
    const next = draftOf(saved);
    setLoaded(next);
    setDraft(next);
    setChosen(chosenAtStart(next, false));
    setVersion(saved.version);
    setErrors({});
    setOtherUser(null);
  }

  // The stored event moved past the screen's version (read again after a change made on another
  // screen, or by the live feed): a clean draft takes it, so the next save or money write names
  // the current version; a draft being typed is kept (its save meets otherUser and may reload).
  const [seenVersion, setSeenVersion] = useState(event?.version ?? 0);
  if (event && event.version !== seenVersion) {
    setSeenVersion(event.version);
    if (event.version > version && !isDirty) loadFrom(event);
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    focusFirstInvalid(formRef.current);
  }

  async function save(submitted: FormEvent) {
    submitted.preventDefault();
    if (isReadOnly) return;
    const body = event ? updateBodyOf(draft, version) : createBodyOf(draft);
    const parsed = (event ? eventUpdateBodySchema : eventCreateBodySchema).safeParse(body);
    const found = {
      ...(parsed.success ? {} : errorsFromIssues(parsed.error.issues)),
      ...missingCustomFields(customFields.fields, draft.customFields),
    };
    if (Object.keys(found).length > 0) {
      showErrors(found);
      toast.error(f.fixErrors);
      return;
    }
    setIsSaving(true);
    try {
      const saved = event
        ? await call(eventRoutes.update, { params: { id: event.id }, body: updateBodyOf(draft, version) })
        : await call(eventRoutes.create, { body: createBodyOf(draft) });
      answered(saved);
      toast.success(event ? f.saved : f.created);
      if (event) loadFrom(saved);
      else onCreated(saved);
    } catch (failure) {
      const error = toApiError(failure);
      if (error.code === 'otherUser') {
        setOtherUser(error.message);
        return;
      }
      const fields = errorsOfApi(error);
      if (Object.keys(fields).length > 0) showErrors(fields);
      toastError(error);
    } finally {
      setIsSaving(false);
    }
  }

  /** Reads the event again (after another user's change): the draft is replaced by what is stored. */
  async function reload() {
    if (!event) return;
    try {
      const fresh = await call(eventRoutes.get, { params: { id: event.id } });
      answered(fresh);
      loadFrom(fresh);
    } catch (failure) {
      toastError(failure);
    }
  }

  /**
   * After an observation or attachment (each moves the version by one): the screen takes the
   * new version only when nobody else saved in between, so a stale draft still meets otherUser.
   */
  async function refreshExtras() {
    if (!event) return;
    const fresh = await call(eventRoutes.get, { params: { id: event.id } });
    answered(fresh);
    if (!isDirty) loadFrom(fresh);
    else if (fresh.version === version + 1) setVersion(fresh.version);
  }

  /**
   * The live feed saw money move on this event (another user, or this screen's own write): the
   * status and version are read again; a draft being typed is kept (its save meets otherUser).
   */
  async function refreshAfterMoney() {
    if (!event) return;
    try {
      const fresh = await call(eventRoutes.get, { params: { id: event.id } });
      if (fresh.version === version) return;
      answered(fresh);
      if (!isDirty) loadFrom(fresh);
    } catch (failure) {
      console.error('Falha ao reler o evento após uma mudança de valores', failure);
    }
  }

  const afterAction = (answer: EventView) => {
    answered(answer);
    loadFrom(answer);
  };

  const companies =
    event === null
      ? registries.branches.items.filter((b) => b.active).map((b) => ({ value: b.id, label: b.name }))
      : null;
  const section = { draft, patch, errors, isReadOnly };
  return (
    <Stack>
      <EventHeader
        event={event}
        formId={formId}
        version={version}
        isDirty={isDirty}
        isReadOnly={isReadOnly}
        isSaving={isSaving}
        otherUser={otherUser}
        onActionDone={afterAction}
        onOtherUser={(error) => setOtherUser(error.message)}
        onReload={() => void reload()}
        onMoney={setMoneyRequest}
        appealEntries={appeals.entries}
        onAppeal={appeals.setRequest}
      />
      <form id={formId} ref={formRef} onSubmit={(e) => void save(e)} noValidate aria-label={f.formLabel}>
        <Stack>
          <FormSection title={s.data}>
            <EventDataSection {...section} companies={companies} />
          </FormSection>
          <FormSection title={s.links}>
            <LinksSection
              {...section}
              chosen={chosen}
              fill={fill}
              registries={registries}
              names={event?.names ?? null}
              surgeonHidden={event?.surgeonHidden === true}
            />
          </FormSection>
          <FormSection title={s.procedures}>
            <ProceduresSection {...section} event={event} />
          </FormSection>
          <FormSection title={s.team}>
            <TeamSection {...section} registries={registries} surgeonHidden={event?.surgeonHidden === true} />
          </FormSection>
          {(!event || event.actions.showAdditionalData === true) && (
            <FormSection title={s.guide}>
              <GuideSection {...section} />
            </FormSection>
          )}
          {(!event || event.actions.showCustomFields === true) && (
            <FormSection title={s.customFields}>
              <CustomFieldsSection {...section} fields={customFields.fields} />
            </FormSection>
          )}
        </Stack>
      </form>
      {event && (
        <FormSection title={messages.screens.money.receive.section}>
          <MoneySection
            event={event}
            version={version}
            isDirty={isDirty}
            request={moneyRequest}
            onRequest={setMoneyRequest}
            onDone={afterAction}
            onOtherUser={(error) => setOtherUser(error.message)}
            onChanged={() => void refreshAfterMoney()}
          />
        </FormSection>
      )}
      {event && appeals.hasSection && (
        <FormSection title={f.appeals.section}>
          <EventAppealsSection
            event={event}
            appeals={appeals.appeals}
            isError={appeals.isError}
            canWrite={appeals.canWrite && !isDirty}
            onRequest={appeals.setRequest}
          />
        </FormSection>
      )}
      <AppealDialogs
        request={appeals.request}
        candidates={appeals.candidates}
        onClose={() => appeals.setRequest(null)}
        onDone={() => void reload()}
      />
      <FormSection title={s.observations}>
        <ObservationsSection
          event={event}
          canAdd={event?.actions.addComment === true && event.active}
          onChanged={refreshExtras}
        />
      </FormSection>
      <FormSection title={s.attachments}>
        <AttachmentsSection
          event={event}
          canChange={event !== null && event.active && event.actions.addComment === true}
          onChanged={refreshExtras}
        />
      </FormSection>
      {event && event.actions.showHistory === true && (
        <FormSection title={s.history}>
          <HistorySection eventId={event.id} version={event.version} registries={registries} />
        </FormSection>
      )}
    </Stack>
  );
}
