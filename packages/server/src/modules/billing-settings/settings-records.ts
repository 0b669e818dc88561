import { messages, msg } from '@honora/contract';
import { billingSettingsModule } from '@honora/domain';
import { AppError } from '../../errors';
import type { RequestAccess } from '../../http/guard';
import { assertWritable as assertRegistryWritable } from '../registries';

/** Every billing-settings route checks the billing module: the settings belong to the billing profiles. */
export const SETTINGS_MODULE = billingSettingsModule;

export { EXPORT_CAP, isUniqueViolation, lockCompanyRule } from '../registries';

/** A visible record may be changed only when its company is writable for the request (403 otherwise). */
export function assertWritable(access: RequestAccess, companyId: string): void {
  assertRegistryWritable(access, companyId, SETTINGS_MODULE);
}

export const notFound = () => new AppError('notFound', { message: msg(messages.screens.registry.record, 'notFound') });

/** A deleted record is changed only after it is restored. */
export const deletedRecord = () => new AppError('statusError');

/** A record's company must be one the request sees, else the record "does not exist" for it. */
export function assertVisible<T extends { companyId: string }>(row: T | undefined, access: RequestAccess): T {
  if (!row || !access.companyIds.includes(row.companyId)) throw notFound();
  return row;
}
