import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { toast } from '../notify/toast';
import { errorsFromIssues, focusFirstInvalid, type FormErrors } from './form-errors';
import { placeApiErrors } from './place-api-errors';

interface Options<B> {
  /** The record's own schema: checked before anything is sent. */
  schema: z.ZodType;
  /** The inputs the server's field errors are shown under; any other refusal is toasted. */
  fields: readonly string[];
  /** Creates or changes the record. */
  save: (body: B) => Promise<unknown>;
  savedMessage: string;
  onSaved: () => Promise<unknown>;
}

/**
 * The saving of a small record's form (the administrators' categories, authors): the body checked
 * by its schema, sent, a toast on success; the errors under their inputs and the first one in view.
 */
export function useRecordSave<B>({ schema, fields, save, savedMessage, onSaved }: Options<B>) {
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const show = (next: FormErrors) => {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  };

  async function submit(event: FormEvent, body: B) {
    event.preventDefault();
    const parsed = schema.safeParse(body);
    if (!parsed.success) return show(errorsFromIssues(parsed.error.issues));
    setIsSaving(true);
    try {
      await save(body);
      toast.success(savedMessage);
      await onSaved();
    } catch (error) {
      show(placeApiErrors(error, fields));
    } finally {
      setIsSaving(false);
    }
  }

  return { errors, isSaving, formRef, submit };
}
