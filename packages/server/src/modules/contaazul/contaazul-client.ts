import type { AccountLimiter } from './account-limiter';

/**
 * The connector to Conta Azul's public API v2 (decision 054). This file is the one place that
 * knows its paths, payloads, auth and errors, as the decision record lists them; the rest of the
 * product uses the functions and the interface below.
 */
export interface ContaAzulTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

export interface ContaAzulOAuthConfig {
  authUrl: string;
  clientId: string;
  clientSecret: string;
}

/** One outgoing call as the audit keeps it: never the query, a token or a body. */
export interface ContaAzulCall {
  method: string;
  path: string;
  status: number | null;
  durationMs: number;
  error: string | null;
}

export type ContaAzulFailure = 'revoked' | 'unavailable' | 'busy' | 'rejected' | 'notFound' | 'conflict';

/** A call that did not succeed, with what the caller needs to tell the user. */
export class ContaAzulError extends Error {
  constructor(
    readonly failure: ContaAzulFailure,
    readonly status: number | null,
    /** Conta Azul's own words (its `mensagem`), when it gave any. */
    readonly remoteMessage: string | null = null,
  ) {
    super(`Conta Azul ${failure}${status ? ` (${status})` : ''}`);
    this.name = 'ContaAzulError';
  }
}

export const CONTA_AZUL_SCOPE = 'openid profile aws.cognito.signin.user.admin';
const TIMEOUT_MS = 15_000;
const BUSY_RETRIES = 5;
const FAILURE_RETRIES = 3;
const BACKOFF_MS = 500;
const PAGE_SIZE = 100;
/** Lists read at most this many pages (10,000 customers). */
const MAX_PAGES = 100;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The address the browser is sent to so the company's user authorizes the product. */
export function authorizeUrl(config: ContaAzulOAuthConfig, redirectUri: string, state: string): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: redirectUri,
    state,
    scope: CONTA_AZUL_SCOPE,
  });
  return `${trimSlash(config.authUrl)}/oauth2/authorize?${query.toString()}`;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  retryAfter: number | null;
}

async function send(
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string },
  logCall: (call: ContaAzulCall) => Promise<void>,
): Promise<Answer> {
  const started = Date.now();
  const logged = (status: number | null, error: string | null) =>
    logCall({ method: init.method, path: url.pathname, status, durationMs: Date.now() - started, error });
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    await logged(null, error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network');
    return { status: 0, body: {}, retryAfter: null };
  }
  const parsed = res.status === 204 ? {} : ((await res.json().catch(() => ({}))) as unknown);
  const body = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  await logged(res.status, res.ok ? null : (text(body.error) ?? text(body.code) ?? `HTTP ${res.status}`));
  const retryAfter = Number(res.headers.get('retry-after'));
  return { status: res.status, body, retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null };
}

/**
 * The token endpoint: a code exchanged (authorization_code) or a refresh token renewed (the
 * answer carries a new refresh token; the old one stops working). `invalid_grant` → revoked.
 */
export async function requestTokens(
  config: ContaAzulOAuthConfig,
  grant: { code: string; redirectUri: string } | { refreshToken: string },
  logCall: (call: ContaAzulCall) => Promise<void>,
): Promise<ContaAzulTokens> {
  const form = new URLSearchParams(
    'code' in grant
      ? { grant_type: 'authorization_code', code: grant.code, redirect_uri: grant.redirectUri }
      : { grant_type: 'refresh_token', refresh_token: grant.refreshToken },
  );
  const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
  const res = await send(
    new URL(`${trimSlash(config.authUrl)}/oauth2/token`),
    {
      method: 'POST',
      headers: {
        accept: 'application/json',
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
    },
    logCall,
  );
  const access = text(res.body.access_token);
  const refresh = text(res.body.refresh_token);
  if (res.status === 200 && access && refresh) {
    const seconds = Number(res.body.expires_in);
    return {
      accessToken: access,
      refreshToken: refresh,
      expiresAt: new Date(Date.now() + (Number.isFinite(seconds) && seconds > 0 ? seconds : 3600) * 1000),
    };
  }
  if (res.status === 400 || res.status === 401) throw new ContaAzulError('revoked', res.status, text(res.body.error));
  throw new ContaAzulError(res.status === 429 ? 'busy' : 'unavailable', res.status || null);
}

export interface ContaAzulOption {
  id: string;
  name: string;
  document: string | null;
}
export interface ReceivableInput {
  reference: string;
  description: string;
  note: string;
  /** Decimal text with two places. */
  value: string;
  competence: string;
  dueDate: string;
  customerId: string;
  financialAccountId: string;
  categoryId: string;
}
export interface RemoteReceivable {
  receivableId: string;
  installmentId: string;
  version: number;
}
export interface RemoteSettlement {
  id: string;
  value: string;
  date: string | null;
}

export interface ContaAzulApi {
  financialAccounts(): Promise<ContaAzulOption[]>;
  categories(): Promise<ContaAzulOption[]>;
  customers(): Promise<ContaAzulOption[]>;
  services(): Promise<ContaAzulOption[]>;
  /** null when Conta Azul has no such record. */
  customer(id: string): Promise<ContaAzulOption | null>;
  service(id: string): Promise<ContaAzulOption | null>;
  /** A POST: never retried after a failure whose outcome is unknown (decision 054). */
  createReceivable(input: ReceivableInput): Promise<RemoteReceivable>;
  findReceivable(reference: string): Promise<RemoteReceivable | null>;
  updateInstallment(installmentId: string, version: number, value: string, dueDate: string): Promise<number>;
  installmentSettlements(installmentId: string): Promise<RemoteSettlement[]>;
  settle(installmentId: string, value: string, date: string, financialAccountId: string): Promise<string>;
  deleteSettlement(id: string): Promise<void>;
}

export interface ContaAzulApiOptions {
  apiUrl: string;
  accessToken: string;
  /** Renews the access token (and stores the rotated refresh token); answers the new one. */
  refresh: (stale: string) => Promise<string>;
  limiter: AccountLimiter;
  logCall: (call: ContaAzulCall) => Promise<void>;
}

const money = (value: string) => Number(Number(value).toFixed(2));
const items = (body: Record<string, unknown>) =>
  (Array.isArray(body.itens) ? body.itens : []) as Record<string, unknown>[];
const optionOf = (raw: Record<string, unknown>): ContaAzulOption => ({
  id: text(raw.id) ?? '',
  name: text(raw.nome) ?? text(raw.descricao) ?? '',
  document: text(raw.documento),
});
function receivableOf(raw: Record<string, unknown>): RemoteReceivable | null {
  const installment = (Array.isArray(raw.parcelas) ? raw.parcelas[0] : null) as Record<string, unknown> | null;
  const receivableId = text(raw.id);
  const installmentId = installment ? text(installment.id) : null;
  if (!receivableId || !installmentId) return null;
  return { receivableId, installmentId, version: Number(installment!.versao) || 1 };
}

export function contaAzulApi(options: ContaAzulApiOptions): ContaAzulApi {
  const base = trimSlash(options.apiUrl);
  let token = options.accessToken;

  /** One call with the limits, one token renewal on 401, and retries where they are safe. */
  async function call(method: string, path: string, body?: unknown, { safeToRepeat = true } = {}): Promise<Answer> {
    let renewed = false;
    let busy = 0;
    let failures = 0;
    for (;;) {
      await options.limiter.acquire();
      const res = await send(
        new URL(base + path),
        {
          method,
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        options.logCall,
      );
      if (res.status === 401 && !renewed) {
        renewed = true;
        token = await options.refresh(token);
        continue;
      }
      if (res.status === 429 && busy < BUSY_RETRIES) {
        busy += 1;
        await sleep((res.retryAfter ?? 1) * 1000);
        continue;
      }
      if ((res.status === 0 || res.status >= 500) && safeToRepeat && failures < FAILURE_RETRIES) {
        failures += 1;
        await sleep(BACKOFF_MS * 2 ** (failures - 1));
        continue;
      }
      if (res.status >= 200 && res.status < 300) return res;
      const words = text(res.body.mensagem) ?? text(res.body.message);
      if (res.status === 429) throw new ContaAzulError('busy', 429);
      if (res.status === 0 || res.status >= 500) throw new ContaAzulError('unavailable', res.status || null);
      if (res.status === 404) throw new ContaAzulError('notFound', 404, words);
      if (res.status === 409) throw new ContaAzulError('conflict', 409, words);
      throw new ContaAzulError('rejected', res.status, words);
    }
  }

  async function list(path: string): Promise<ContaAzulOption[]> {
    const all: ContaAzulOption[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const sep = path.includes('?') ? '&' : '?';
      const res = await call('GET', `${path}${sep}pagina=${page}&tamanho_pagina=${PAGE_SIZE}`);
      const got = items(res.body).map(optionOf);
      all.push(...got);
      const total = Number(res.body.itens_totais);
      if (got.length < PAGE_SIZE || (Number.isFinite(total) && all.length >= total)) break;
    }
    return all;
  }

  async function one(path: string): Promise<ContaAzulOption | null> {
    try {
      return optionOf((await call('GET', path)).body);
    } catch (error) {
      if (error instanceof ContaAzulError && error.failure === 'notFound') return null;
      throw error;
    }
  }

  const enc = encodeURIComponent;
  const RECEIVABLES = '/v1/financeiro/eventos-financeiros/contas-a-receber';
  const INSTALLMENTS = '/v1/financeiro/eventos-financeiros/parcelas';

  return {
    financialAccounts: () => list('/v1/conta-financeira'),
    categories: () => list('/v1/categorias?tipo=RECEITA'),
    customers: () => list('/v1/pessoas?tipo_perfil=Cliente'),
    services: () => list('/v1/servicos'),
    customer: (id) => one(`/v1/pessoas/${enc(id)}`),
    service: (id) => one(`/v1/servicos/${enc(id)}`),
    async createReceivable(input) {
      const value = money(input.value);
      const res = await call(
        'POST',
        RECEIVABLES,
        {
          data_competencia: input.competence,
          valor: value,
          descricao: input.description,
          observacao: input.note,
          contato: input.customerId,
          conta_financeira: input.financialAccountId,
          rateio: [{ id_categoria: input.categoryId, valor: value }],
          condicao_pagamento: {
            parcelas: [
              {
                descricao: input.description,
                data_vencimento: input.dueDate,
                conta_financeira: input.financialAccountId,
                detalhe_valor: { valor_bruto: value, valor_liquido: value },
              },
            ],
          },
          referencia_externa: input.reference,
        },
        { safeToRepeat: false },
      );
      const made = receivableOf(res.body);
      if (!made) throw new ContaAzulError('unavailable', res.status);
      return made;
    },
    async findReceivable(reference) {
      const res = await call('GET', `${RECEIVABLES}/buscar?referencia_externa=${enc(reference)}`);
      const found = items(res.body).map(receivableOf);
      return found.find((r) => r !== null) ?? null;
    },
    async updateInstallment(installmentId, version, value, dueDate) {
      const amount = money(value);
      const res = await call('PATCH', `${INSTALLMENTS}/${enc(installmentId)}`, {
        versao: version,
        data_vencimento: dueDate,
        detalhe_valor: { valor_bruto: amount, valor_liquido: amount },
      });
      return Number(res.body.versao) || version + 1;
    },
    async installmentSettlements(installmentId) {
      const res = await call('GET', `${INSTALLMENTS}/${enc(installmentId)}`);
      const baixas = (Array.isArray(res.body.baixas) ? res.body.baixas : []) as Record<string, unknown>[];
      return baixas.map((b) => ({
        id: text(b.id) ?? '',
        value: Number(b.valor ?? (b.composicao_valor as Record<string, unknown> | undefined)?.valor_bruto ?? 0).toFixed(
          2,
        ),
        date: text(b.data_pagamento),
      }));
    },
    async settle(installmentId, value, date, financialAccountId) {
      const res = await call(
        'POST',
        `${INSTALLMENTS}/${enc(installmentId)}/baixa`,
        {
          data_pagamento: date,
          composicao_valor: { valor_bruto: money(value) },
          conta_financeira: financialAccountId,
          metodo_pagamento: 'TRANSFERENCIA_BANCARIA',
        },
        { safeToRepeat: false },
      );
      const id = text(res.body.id);
      if (!id) throw new ContaAzulError('unavailable', res.status);
      return id;
    },
    async deleteSettlement(id) {
      try {
        await call('DELETE', `/v1/financeiro/baixas/${enc(id)}`);
      } catch (error) {
        if (!(error instanceof ContaAzulError && error.failure === 'notFound')) throw error;
      }
    },
  };
}
