import { messages, msg, type AxregType } from '@honora/contract';
import { AppError } from '../../errors';

/**
 * The connector to the external registry (decision 053). The registry's API is not public: this
 * file is the one place that knows its paths, payloads, auth and errors, so a real contract
 * replaces it here. Everything else uses the interface below.
 */
export interface RegistryRecord {
  axregId: number;
  name: string;
  crm: string | null;
  crmState: string | null;
  cnpj: string | null;
  registerAns: string | null;
}
export interface RegistryInstitution {
  id: string;
  name: string;
  cnpj: string | null;
}
export interface RegistryPage {
  items: RegistryRecord[];
  hasMore: boolean;
}

export interface RegistryClient {
  listRecords(type: AxregType, page: number): Promise<RegistryPage>;
  /** null when the registry has no such record. */
  fetchRecord(type: AxregType, axregId: number): Promise<RegistryRecord | null>;
  listInstitutions(): Promise<RegistryInstitution[]>;
  activateSync(institutionId: string): Promise<void>;
}

/** One outgoing call as the audit keeps it: never the query nor any secret. */
export interface RegistryCall {
  method: string;
  path: string;
  status: number | null;
  durationMs: number;
  error: string | null;
}

export interface HttpRegistryOptions {
  baseUrl: string;
  clientId: string;
  secret: string;
  /** The cached bearer token, if any (kept encrypted by the caller). */
  token: string | null;
  saveToken: (token: string, expiresAt: Date) => Promise<void>;
  logCall: (call: RegistryCall) => Promise<void>;
  timeoutMs?: number;
}

const e = messages.screens.integrations.errors;
const EXPIRED_CODES = new Set(['auth/id-token-expired', 'token_expired']);
const REGISTRY_TIMEOUT_MS = 10_000;

const unavailable = () => new AppError('integrationUnavailable', { message: msg(e, 'unavailable') });
const tokenFailure = () => new AppError('integrationUnavailable', { message: msg(e, 'tokenRefresh') });

/** Where each type lives on the registry (decision 053). */
const COLLECTION: Record<AxregType, { path: string; role?: string }> = {
  surgeon: { path: '/v1/professionals', role: 'surgeon' },
  anesthetist: { path: '/v1/professionals', role: 'anesthetist' },
  healthInsurance: { path: '/v1/insurers' },
  hospital: { path: '/v1/hospitals' },
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

function recordOf(raw: Record<string, unknown>): RegistryRecord {
  return {
    axregId: Number(raw.id),
    name: text(raw.name) ?? '',
    crm: text(raw.crm),
    crmState: text(raw.crmState),
    cnpj: text(raw.cnpj),
    registerAns: text(raw.ans),
  };
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export function httpRegistryClient(options: HttpRegistryOptions): RegistryClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? REGISTRY_TIMEOUT_MS;
  let token = options.token;

  async function send(method: string, path: string, body?: unknown, bearer?: string): Promise<Answer> {
    const url = new URL(base + path);
    const started = Date.now();
    const logged = (status: number | null, error: string | null) =>
      options.logCall({ method, path: url.pathname, status, durationMs: Date.now() - started, error });
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      await logged(null, error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network');
      return { status: 0, body: {} };
    }
    const parsed = (await res.json().catch(() => ({}))) as unknown;
    const answer = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    await logged(res.status, res.ok ? null : (text(answer.code) ?? text(answer.error) ?? `HTTP ${res.status}`));
    return { status: res.status, body: answer };
  }

  async function refreshToken(): Promise<string> {
    const res = await send('POST', '/oauth/token', {
      grant_type: 'client_credentials',
      client_id: options.clientId,
      client_secret: options.secret,
    });
    const fresh = text(res.body.access_token);
    if (res.status !== 200 || !fresh) throw tokenFailure();
    const seconds = Number(res.body.expires_in);
    await options.saveToken(fresh, new Date(Date.now() + (Number.isFinite(seconds) ? seconds : 3600) * 1000));
    token = fresh;
    return fresh;
  }

  /** platform.md §7: on an expired token, refresh once and retry; the rest maps to the spec's messages. */
  async function call(method: string, path: string, body?: unknown): Promise<Answer> {
    let res = await send(method, path, body, token ?? (await refreshToken()));
    if (res.status === 401 && EXPIRED_CODES.has(String(res.body.code))) {
      res = await send(method, path, body, await refreshToken());
      if (res.status === 401) throw tokenFailure();
    }
    if (res.status === 429) throw new AppError('integrationBusy', { message: msg(e, 'busy') });
    if (res.status === 0 || res.status >= 500) throw unavailable();
    if (res.status === 404) return res;
    if (res.status < 200 || res.status >= 300) {
      throw new AppError('integrationUnavailable', { message: msg(e, 'rejected', { status: res.status }) });
    }
    return res;
  }

  const items = (body: Record<string, unknown>) =>
    (Array.isArray(body.items) ? body.items : []) as Record<string, unknown>[];

  return {
    async listRecords(type, page) {
      const { path, role } = COLLECTION[type];
      const query = new URLSearchParams({ page: String(page), ...(role ? { role } : {}) });
      const res = await call('GET', `${path}?${query.toString()}`);
      if (res.status === 404) throw unavailable();
      return { items: items(res.body).map(recordOf), hasMore: Number(res.body.page) < Number(res.body.totalPages) };
    },
    async fetchRecord(type, axregId) {
      const { path, role } = COLLECTION[type];
      const res = await call('GET', `${path}/${axregId}`);
      if (res.status === 404) return null;
      const record = recordOf(res.body);
      return role && res.body.role !== role ? null : record;
    },
    async listInstitutions() {
      const res = await call('GET', '/v1/institutions');
      return items(res.body).map((raw) => ({ id: String(raw.id), name: text(raw.name) ?? '', cnpj: text(raw.cnpj) }));
    },
    async activateSync(institutionId) {
      const res = await call('POST', `/v1/institutions/${encodeURIComponent(institutionId)}/sync`, {});
      if (res.status === 404) throw new AppError('notFound', { message: msg(e, 'recordNotFound') });
    },
  };
}
