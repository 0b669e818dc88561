import { messages, TOAST_MS } from '@honora/contract';
import { notifications } from '@mantine/notifications';
import { toApiError } from '../api/api-error';
import { authStore } from '../auth/auth-store';

type Kind = 'success' | 'warning' | 'error';

const colorOf: Record<Kind, string> = { success: 'teal', warning: 'yellow', error: 'red' };

const idOf = (kind: Kind, message: string) => `${kind}:${message}`;

/** The same message is not stacked twice while it is on screen (the id dedupes it). */
function show(kind: Kind, message: string, autoClose: number): void {
  notifications.show({ id: idOf(kind, message), color: colorOf[kind], message, autoClose });
}

/** Hides the toast once the session has a company (a paused timer would otherwise keep it on screen). */
function hideWhenCompanyChosen(id: string): void {
  const stop = authStore.subscribe(() => {
    if (!authStore.getState().session?.company) return;
    notifications.hide(id);
    stop();
  });
}

/** Toasts with the durations of platform.md §9. */
export const toast = {
  success: (message: string) => show('success', message, TOAST_MS.success),
  warning: (message: string, ms: number = TOAST_MS.warning) => show('warning', message, ms),
  error: (message: string) => show('error', message, TOAST_MS.error),
  /** 'Selecione uma empresa para continuar' (platform.md §2): gone as soon as a company is chosen. */
  companyRequired: () => {
    show('warning', messages.errors.companyRequired, TOAST_MS.companyRequired);
    hideWhenCompanyChosen(idOf('warning', messages.errors.companyRequired));
  },
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
