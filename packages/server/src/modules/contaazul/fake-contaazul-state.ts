import { randomBytes, randomUUID } from 'node:crypto';

/**
 * The state of the local fake of Conta Azul (decision 054, "What is assumed of the remote API"):
 * seeded registers, issued codes and tokens, the receivables written, and the switches tests and
 * the demo use to force failures. In memory; one connected account per state.
 */
export interface FakeNamed {
  id: string;
  nome: string;
}
export interface FakeCategory extends FakeNamed {
  tipo: 'RECEITA' | 'DESPESA';
}
export interface FakePessoa extends FakeNamed {
  /** CNPJ digits only, as Conta Azul answers it. */
  documento: string;
}
export interface FakeServico {
  id: string;
  descricao: string;
  codigo: string;
}
export interface FakeParcela {
  id: string;
  versao: number;
  valor: number;
  dataVencimento: string;
}
export interface FakeReceivable {
  id: string;
  referenciaExterna: string | null;
  valor: number;
  dataCompetencia: string;
  descricao: string;
  contato: string;
  contaFinanceira: string;
  idCategoria: string;
  parcelas: FakeParcela[];
}
export interface FakeSettlement {
  id: string;
  parcelaId: string;
  valor: number;
  dataPagamento: string;
}
export interface FakeTokenGrant {
  account: string;
  valid: boolean;
}

export interface FakeContaAzulState {
  clientId: string;
  clientSecret: string;
  /** The one connected account of this fake. */
  account: string;
  contasFinanceiras: FakeNamed[];
  categorias: FakeCategory[];
  pessoas: FakePessoa[];
  servicos: FakeServico[];
  /** Authorization codes issued by /oauth2/authorize (or authorizeFakeCode). */
  codes: Map<string, { redirectUri: string; used: boolean }>;
  accessTokens: Map<string, FakeTokenGrant>;
  refreshTokens: Map<string, FakeTokenGrant>;
  receivables: Map<string, FakeReceivable>;
  settlements: Map<string, FakeSettlement>;
  /** Requests served, "METHOD path" without query and without the mount prefix (for tests). */
  hits: string[];
  rateLimits: { perSecond: number; perMinute: number };
  /** Accepted /v1 call times (ms) per account, for the sliding windows. */
  callTimes: Map<string, number[]>;
  /** The next `count` /v1 calls answer `status` (500, or 429 with Retry-After: 1). */
  failNext: { count: number; status: number };
  /** The next N create calls create the receivable but answer 500 (a lost answer). */
  loseCreateAnswer: number;
  /** The next N settlement calls settle but answer 500 (a lost answer). */
  loseSettleAnswer: number;
  /** The user revoked the app: every refresh token is refused with invalid_grant. */
  revoked: boolean;
  /** Delay (ms) before every /v1 answer. */
  slowMs: number;
  /** The clock (ms); tests may replace it. */
  now: () => number;
}

export interface FakeContaAzulOptions {
  rateLimits?: Partial<FakeContaAzulState['rateLimits']>;
  now?: () => number;
}

/**
 * The demo's customers: the demo hospitals' and Unimed Demo's CNPJs (packages/db/src/seed), so
 * their mappings can be suggested by document, plus two customers the demo does not have.
 */
const PESSOAS: FakePessoa[] = [
  { id: 'pes-unimed', nome: 'Unimed Demo Cooperativa de Trabalho Médico', documento: '11444777000161' },
  { id: 'pes-sao-lucas', nome: 'Hospital São Lucas da Consolação Ltda.', documento: '27865757000102' },
  { id: 'pes-santa-cecilia', nome: 'Hospital Santa Cecília S.A.', documento: '35791244000114' },
  { id: 'pes-fatima', nome: 'Maternidade Nossa Senhora de Fátima', documento: '18236120000158' },
  { id: 'pes-vida-plena', nome: 'Clínica Vida Plena Ltda.', documento: '44812930000115' },
  { id: 'pes-saude-total', nome: 'Saúde Total Assistência Médica S.A.', documento: '52740168000137' },
];

export function createFakeContaAzulState(options: FakeContaAzulOptions = {}): FakeContaAzulState {
  return {
    clientId: 'demo-contaazul',
    clientSecret: 'demo-contaazul-secret',
    account: 'acct-1',
    contasFinanceiras: [
      { id: 'fa-1', nome: 'Banco do Brasil — conta movimento' },
      { id: 'fa-2', nome: 'Itaú — conta cobrança' },
    ],
    categorias: [
      { id: 'cat-1', nome: 'Honorários médicos', tipo: 'RECEITA' },
      { id: 'cat-2', nome: 'Outras receitas', tipo: 'RECEITA' },
      { id: 'cat-9', nome: 'Tarifas bancárias', tipo: 'DESPESA' },
    ],
    pessoas: PESSOAS.map((p) => ({ ...p })),
    servicos: [
      { id: 'srv-1', descricao: 'Honorários anestésicos', codigo: 'HON' },
      { id: 'srv-2', descricao: 'SP/SADT', codigo: 'SADT' },
      { id: 'srv-3', descricao: 'Consulta', codigo: 'CONS' },
    ],
    codes: new Map(),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    receivables: new Map(),
    settlements: new Map(),
    hits: [],
    rateLimits: { perSecond: 10, perMinute: 600, ...options.rateLimits },
    callTimes: new Map(),
    failNext: { count: 0, status: 500 },
    loseCreateAnswer: 0,
    loseSettleAnswer: 0,
    revoked: false,
    slowMs: 0,
    now: options.now ?? (() => Date.now()),
  };
}

/** Every issued access token answers 401 from now on (the hour has passed). */
export function expireFakeContaAzulTokens(state: FakeContaAzulState): void {
  for (const grant of state.accessTokens.values()) grant.valid = false;
}

/** Issues an authorization code bound to `redirectUri`, as the user's login would. */
export function authorizeFakeCode(state: FakeContaAzulState, redirectUri: string): string {
  const code = randomBytes(18).toString('base64url');
  state.codes.set(code, { redirectUri, used: false });
  return code;
}

/** A copy of the receivables written so far, in creation order. */
export function fakeContaAzulReceivables(state: FakeContaAzulState): FakeReceivable[] {
  return [...state.receivables.values()].map((r) => ({ ...r, parcelas: r.parcelas.map((p) => ({ ...p })) }));
}

/** A new access/refresh token pair for the account. */
export function issueFakeTokens(state: FakeContaAzulState) {
  const access = randomUUID();
  const refresh = randomBytes(24).toString('base64url');
  state.accessTokens.set(access, { account: state.account, valid: true });
  state.refreshTokens.set(refresh, { account: state.account, valid: true });
  return { access_token: access, refresh_token: refresh, expires_in: 3600, token_type: 'Bearer' };
}

/**
 * Milliseconds until one more call of `account` fits both sliding windows (0: now). A call at t
 * counts in the window (t' - ms, t'] of a later call t', as the product's own limiter counts.
 */
export function fakeRateDelay(state: FakeContaAzulState, account: string, now: number): number {
  const times = (state.callTimes.get(account) ?? []).filter((t) => t > now - 60_000);
  state.callTimes.set(account, times);
  let at = now;
  for (const [limit, ms] of [
    [state.rateLimits.perSecond, 1000],
    [state.rateLimits.perMinute, 60_000],
  ] as const) {
    if (times.length >= limit) at = Math.max(at, times[times.length - limit]! + ms);
  }
  return at - now;
}

export function recordFakeCall(state: FakeContaAzulState, account: string, now: number): void {
  state.callTimes.get(account)!.push(now);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A positive amount with at most two decimals. */
export function isMoney(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return false;
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

export const cents = (value: number) => Math.round(value * 100);

export type Body = Record<string, unknown>;
export const asBody = (value: unknown): Body =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {};

/** The create call's body checked as decision 054 assumes it: the first reason in pt-BR, or the receivable. */
export function validateReceivable(state: FakeContaAzulState, raw: unknown): { mensagem: string } | FakeReceivable {
  const body = asBody(raw);
  const valor = body.valor;
  if (!isMoney(valor))
    return { mensagem: 'O valor deve ser um número maior que zero com no máximo duas casas decimais.' };
  if (!isDay(body.data_competencia)) return { mensagem: 'A data de competência deve estar no formato AAAA-MM-DD.' };
  if (!state.pessoas.some((p) => p.id === body.contato)) return { mensagem: 'O contato informado não foi encontrado.' };
  if (!state.contasFinanceiras.some((c) => c.id === body.conta_financeira)) {
    return { mensagem: 'A conta financeira informada não foi encontrada.' };
  }
  const rateio = Array.isArray(body.rateio) ? body.rateio.map(asBody) : [];
  if (rateio.length === 0) return { mensagem: 'O rateio deve ter ao menos uma categoria.' };
  if (rateio.some((r) => !state.categorias.some((c) => c.id === r.id_categoria && c.tipo === 'RECEITA'))) {
    return { mensagem: 'A categoria de receita informada no rateio não foi encontrada.' };
  }
  if (
    rateio.some((r) => !isMoney(r.valor)) ||
    rateio.reduce((sum, r) => sum + cents(r.valor as number), 0) !== cents(valor)
  ) {
    return { mensagem: 'A soma do rateio deve ser igual ao valor da conta.' };
  }
  const parcelas = asBody(body.condicao_pagamento).parcelas;
  if (!Array.isArray(parcelas) || parcelas.length !== 1) return { mensagem: 'Informe exatamente uma parcela.' };
  const parcela = asBody(parcelas[0]);
  if (!isDay(parcela.data_vencimento)) return { mensagem: 'A data de vencimento deve estar no formato AAAA-MM-DD.' };
  const bruto = asBody(parcela.detalhe_valor).valor_bruto;
  if (!isMoney(bruto) || cents(bruto) !== cents(valor)) {
    return { mensagem: 'O valor bruto da parcela deve ser igual ao valor da conta.' };
  }
  return {
    id: randomUUID(),
    referenciaExterna: typeof body.referencia_externa === 'string' ? body.referencia_externa : null,
    valor,
    dataCompetencia: body.data_competencia,
    descricao: typeof body.descricao === 'string' ? body.descricao : '',
    contato: body.contato as string,
    contaFinanceira: body.conta_financeira as string,
    idCategoria: rateio[0]!.id_categoria as string,
    parcelas: [{ id: randomUUID(), versao: 1, valor, dataVencimento: parcela.data_vencimento }],
  };
}
