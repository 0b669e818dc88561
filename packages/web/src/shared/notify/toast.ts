import { messages, TOAST_MS } from '@honora/contract';
import { notifications } from '@mantine/notifications';
import { toApiError } from '../api/api-error';

type Kind = 'success' | 'warning' | 'error';

const colorOf: Record<Kind, string> = { success: 'teal', warning: 'yellow', error: 'red' };

/** The same message is not stacked twice while it is on screen (the id dedupes it). */
function show(kind: Kind, message: string, autoClose: number): void {
  notifications.show({ id: `${kind}:${message}`, color: colorOf[kind], message, autoClose });
}

/** Toasts with the durations of platform.md §9. */
export const toast = {
  success: (message: string) => show('success', message, TOAST_MS.success),
  warning: (message: string, ms: number = TOAST_MS.warning) => show('warning', message, ms),
  error: (message: string) => show('error', message, TOAST_MS.error),
  /** 'Acesso Negado' (plus what was denied, e.g. "— Empresas: Gerenciar"): 5.5 s, or 2 s when a route was denied. */
  accessDenied: (ms: number = TOAST_MS.accessDenied, detail?: string) =>
    show('error', detail ? `${messages.errors.permissionDenied} — ${detail}` : messages.errors.permissionDenied, ms),
};

/** Shows a failed call to the user, unless the API client already did. */
export function toastError(error: unknown): void {
  const apiError = toApiError(error);
  if (apiError.isHandled) return;
  toast.error(apiError.message);
}
