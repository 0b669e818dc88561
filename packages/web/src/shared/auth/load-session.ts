import { authRoutes } from '@honora/contract';
import { call } from '../api/api-client';
import { authStore } from './auth-store';

/** GET /api/auth/session once at start (the answer is tracked by the API client). */
export async function loadSession(): Promise<void> {
  try {
    await call(authRoutes.session);
  } catch {
    if (authStore.getState().status === 'loading') authStore.setSession(null);
  }
}
