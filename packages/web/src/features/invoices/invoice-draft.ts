import {
  invoiceCreateBodySchema,
  invoiceUpdateBodySchema,
  messages,
  type Invoice,
  type InvoiceCreateBody,
  type InvoiceUpdateBody,
} from '@honora/contract';
import type { ApiError } from '../../shared/api/api-error';
import { errorsFromApi, errorsFromIssues, type FormErrors } from '../../shared/forms/form-errors';
import { moneyShown, moneyText } from '../../shared/forms/decimal-text';

/** The invoice form as typed: money the pt-BR way ("1.234,56"), the date as yyyy-mm-dd. */
export interface InvoiceDraft {
  number: string;
  healthInsuranceId: string | null;
  date: string;
  value: string;
  description: string;
}

export const INVOICE_FIELDS = ['number', 'healthInsuranceId', 'date', 'value', 'description'] as const;

export function emptyDraft(today: string, healthInsuranceId: string | null = null): InvoiceDraft {
  return { number: '', healthInsuranceId, date: today, value: '', description: '' };
}

export function draftOf(invoice: Invoice): InvoiceDraft {
  return {
    number: invoice.number,
    healthInsuranceId: invoice.healthInsuranceId,
    date: invoice.date.slice(0, 10),
    value: moneyShown(invoice.value),
    description: invoice.description ?? '',
  };
}

function fieldsOf(draft: InvoiceDraft) {
  return {
    number: draft.number,
    healthInsuranceId: draft.healthInsuranceId ?? '',
    date: draft.date,
    value: moneyText(draft.value),
    description: draft.description,
  };
}

export function createBodyOf(draft: InvoiceDraft, companyId: string, eventIds: string[] = []): InvoiceCreateBody {
  return { companyId, ...fieldsOf(draft), eventIds };
}

export function updateBodyOf(draft: InvoiceDraft, version: number): InvoiceUpdateBody {
  return { version, ...fieldsOf(draft) };
}

/** The schema's errors of a body, per field (null when it is valid). */
export function checkCreate(body: InvoiceCreateBody): FormErrors | null {
  const parsed = invoiceCreateBodySchema.safeParse(body);
  return parsed.success ? null : errorsFromIssues(parsed.error.issues);
}

export function checkUpdate(body: InvoiceUpdateBody): FormErrors | null {
  const parsed = invoiceUpdateBodySchema.safeParse(body);
  return parsed.success ? null : errorsFromIssues(parsed.error.issues);
}

const v = messages.screens.invoices.validation;

/**
 * The API's field errors under the form's fields; the duplicate number and an unknown payer go
 * under their field even when the answer names no path.
 */
export function errorsOfApi(error: ApiError): FormErrors {
  const found = errorsFromApi(error, INVOICE_FIELDS);
  if (error.message === v.numberExists && !found.number) found.number = error.message;
  if (error.message === v.payerNotFound && !found.healthInsuranceId) found.healthInsuranceId = error.message;
  return found;
}

/** Today in São Paulo as yyyy-mm-dd (the default date of a new invoice). */
export function todayIso(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}
