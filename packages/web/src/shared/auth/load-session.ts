import { authRoutes, CONFIG_LOAD_TIMEOUT_MS, DEFAULT_LOAD_TIMEOUT_MS } from '@honora/contract';
import { call } from '../api/api-client';
import { isApiError } from '../api/api-error';
import { authStore } from './auth-store';

/** Runs a load that gives up after `timeoutMs` (platform.md §9: default 30 s), aborting its request. */
export async function loadWithTimeout<T>(
  load: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number = DEFAULT_LOAD_TIMEOUT_MS,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await load(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/auth/session at start (the answer is tracked by the API client): the config load of
 * platform.md §4, pending until it answers, rejected after 10 s or when the server fails. A refusal
 * the server meant (4xx) is a signed-out visitor; anything else is a failed load the user can retry.
 */
export async function loadSession(): Promise<void> {
  if (authStore.getState().status === 'failed') authStore.setLoading();
  try {
    await loadWithTimeout((signal) => call(authRoutes.session, { signal }), CONFIG_LOAD_TIMEOUT_MS);
  } catch (error) {
    if (authStore.getState().status !== 'loading') return;
    const isRefusal = isApiError(error) && error.status >= 400 && error.status < 500;
    if (isRefusal) authStore.setSession(null);
    else authStore.setFailed();
  }
}
