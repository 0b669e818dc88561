import {
  authRoutes,
  buildPath,
  messageForCode,
  messages,
  sessionViewSchema,
  setLazyTextMounts,
  setMessageOverrides,
  type CatalogTexts,
  type RouteBody,
  type RouteDef,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
  TOAST_MS,
} from '@honora/contract';
import { authStore } from '../auth/auth-store';
import { clearAuth } from '../auth/forced-logout';
import { deniedPermissionLabel } from '../auth/permission-labels';
import { toast } from '../notify/toast';
import { reportConnectionProblem } from '../connection/connection-state';
import { ApiError, errorFromResponse, networkError } from './api-error';

export interface CallOptions<R> {
  body?: RouteBody<R>;
  query?: RouteQuery<R>;
  params?: RouteParams<R>;
  signal?: AbortSignal;
  /**
   * false: keep the CSRF token of a returned session but do not publish the session to the
   * screens — for workspace switches, which reload the page so no screen sees a half-switch.
   */
  publishSession?: boolean;
}

type QueryValue = string | number | boolean | null | undefined;

function urlOf(route: RouteDef, options: CallOptions<RouteDef>): string {
  const path = buildPath(route.path, options.params as Record<string, string | number> | undefined);
  const search = new URLSearchParams();
  const query = (options.query ?? {}) as Record<string, QueryValue>;
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function headersFor(route: RouteDef, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (hasBody) headers['content-type'] = 'application/json';
  const token = authStore.csrfToken();
  if ((route.method !== 'GET' || route.writes) && token) headers['x-csrf-token'] = token;
  return headers;
}

/**
 * 401 notLogged forces a logout; 403 permissionDenied shows 'Acesso Negado' with the module
 * and action denied, for 5.5 s (platform.md §6, §8); a CSRF refusal refreshes the token so
 * the user's next try goes through.
 */
function handleSessionErrors(error: ApiError): void {
  if (error.status === 401 && error.code === 'notLogged') {
    const hadSession = authStore.getState().session !== null;
    clearAuth();
    if (hadSession) toast.warning(messages.errors.notLogged);
    error.isHandled = true;
  } else if (error.status === 403 && error.code === 'permissionDenied') {
    toast.accessDenied(TOAST_MS.accessDenied, deniedPermissionLabel(error.params) ?? undefined);
    error.isHandled = true;
  } else if (error.code === 'csrfError' && authStore.getState().session) {
    // The session's token changed elsewhere (another tab, a password change): take the new one.
    void call(authRoutes.session).catch(() => undefined);
  }
}

/** Any answer with a `session` key refreshes the local auth state and the CSRF token. */
function trackSession(data: unknown, publish: boolean): void {
  if (typeof data !== 'object' || data === null || !('session' in data)) return;
  const parsed = sessionViewSchema.nullable().safeParse((data as { session: unknown }).session);
  if (!parsed.success) return;
  // The bootstrap's edited catalog texts, installed before any screen renders with the session (decision 062).
  const texts = (data as { texts?: CatalogTexts }).texts;
  if (texts) {
    setLazyTextMounts(texts.mounts);
    setMessageOverrides(texts.overrides);
  }
  if (publish) authStore.setSession(parsed.data);
  else authStore.rememberCsrf(parsed.data);
}

/** Calls one route of the contract; resolves to its parsed response or throws an ApiError. */
export async function call<R extends RouteDef>(route: R, options: CallOptions<R> = {}): Promise<RouteResponse<R>> {
  const hasBody = options.body !== undefined;
  const init: RequestInit = {
    method: route.method,
    credentials: 'same-origin',
    headers: headersFor(route, hasBody),
  };
  if (hasBody) init.body = JSON.stringify(options.body);
  if (options.signal) init.signal = options.signal;
  let response: Response;
  try {
    response = await fetch(urlOf(route, options as CallOptions<RouteDef>), init);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    reportConnectionProblem();
    throw networkError();
  }
  const payload = await readJson(response);
  if (!response.ok) {
    const error = errorFromResponse(response.status, payload);
    handleSessionErrors(error);
    throw error;
  }
  const parsed = route.response.safeParse(payload);
  if (!parsed.success) {
    console.error(`Resposta fora do contrato: ${route.method} ${route.path}`, parsed.error.issues);
    throw new ApiError(response.status, 'unknown', messageForCode('unknown'));
  }
  trackSession(parsed.data, options.publishSession !== false);
  return parsed.data as RouteResponse<R>;
}

/**
 * Calls a route that answers a file to show on the page (a scanned page image) and resolves to
 * its bytes, for an object URL; a refusal is an ApiError, handled as `call` handles it.
 */
export async function fetchBlob<R extends RouteDef>(route: R, options: CallOptions<R> = {}): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(urlOf(route, options as CallOptions<RouteDef>), {
      method: route.method,
      credentials: 'same-origin',
      headers: headersFor(route, false),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    reportConnectionProblem();
    throw networkError();
  }
  if (!response.ok) {
    const error = errorFromResponse(response.status, await readJson(response));
    handleSessionErrors(error);
    throw error;
  }
  return response.blob();
}

const PING_URL = '/ping.json';

/** HEAD /ping.json: true when the server answers. */
export async function ping(timeoutMs = 10_000): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(PING_URL, { method: 'HEAD', cache: 'no-store', signal: controller.signal });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Calls a route that answers a file (the Excel exports) and hands it to the browser as a
 * download named by the server's Content-Disposition (or `fallbackName`). A route that may
 * answer 202 instead (`accepted`: an export that became a job) resolves to that body, parsed.
 */
export async function download<R extends RouteDef>(
  route: R,
  fallbackName: string,
  options: CallOptions<R> = {},
): Promise<unknown> {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(urlOf(route, options as CallOptions<RouteDef>), {
      method: route.method,
      credentials: 'same-origin',
      headers: headersFor(route, hasBody),
      ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
    });
  } catch {
    reportConnectionProblem();
    throw networkError();
  }
  if (!response.ok) {
    const error = errorFromResponse(response.status, await readJson(response));
    handleSessionErrors(error);
    throw error;
  }
  if (response.status === 202 && route.accepted) return route.accepted.parse(await readJson(response));
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const fileName = named ? decodeURIComponent(named) : fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
