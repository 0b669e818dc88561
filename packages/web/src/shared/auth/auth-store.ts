import type { SessionView } from '@honora/contract';
import type { NavigationSession } from '@honora/domain';
import { useSyncExternalStore } from 'react';

/** Local auth state of platform.md §3 (user, company, matriz, super admin flag, workspace). */
export type AuthState =
  | { status: 'loading'; session: null }
  | { status: 'ready'; session: SessionView | null }
  /** The config load was rejected (platform.md §4): no answer in time, or the server failed. */
  | { status: 'failed'; session: null };

let state: AuthState = { status: 'loading', session: null };
let csrfToken: string | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const authStore = {
  getState: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The CSRF token of the latest response that carried a session. */
  csrfToken: (): string | null => csrfToken,
  rememberCsrf(session: SessionView | null): void {
    csrfToken = session?.csrfToken ?? null;
  },
  setLoading(): void {
    state = { status: 'loading', session: null };
    emit();
  },
  setFailed(): void {
    state = { status: 'failed', session: null };
    emit();
  },
  setSession(session: SessionView | null): void {
    csrfToken = session?.csrfToken ?? null;
    state = { status: 'ready', session };
    emit();
  },
};

export function useAuthState(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
}

export function useSession(): SessionView | null {
  return useAuthState().session;
}

/** The part of a session the route rules look at (@honora/domain decideRoute). */
export function toNavigationSession(session: SessionView): NavigationSession {
  return { workspace: session.workspace, hasCompany: session.company !== null, grants: session.permissions };
}
