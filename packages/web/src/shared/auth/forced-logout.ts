import { queryClient } from '../api/query-client';
import { authStore } from './auth-store';

/**
 * Clears the query cache and the local auth state. The route guard then sends a visitor
 * of a protected route to the workspace's login with `?redirect=` of where they were.
 */
export function clearAuth(): void {
  queryClient.clear();
  authStore.setSession(null);
}
