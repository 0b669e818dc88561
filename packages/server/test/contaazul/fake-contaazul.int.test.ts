import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authorizeFakeCode,
  createFakeContaAzulState,
  expireFakeContaAzulTokens,
  fakeContaAzulReceivables,
  fakeContaAzulRoutes,
  startFakeContaAzul,
} from '../../src/modules/contaazul/fake-contaazul';

/**
 * The local fake of Conta Azul against decision 054's "What is assumed of the remote API": the
 * authorization code and its exchange, refresh rotation and revocation, bearer tokens, the
 * per-account sliding limits, forced failures, and receivables, installments and settlements.
 */
const REDIRECT = 'http://127.0.0.1:9/client/integrations';
const RECEIVABLES = '/v1/financeiro/eventos-financeiros/contas-a-receber';
let fake: Awaited<ReturnType<typeof startFakeContaAzul>>;
let clock = 1_000_000;

beforeAll(async () => {
  fake = await startFakeContaAzul(createFakeContaAzulState({ now: () => clock }));
});
afterAll(() => fake.close());
beforeEach(() => {
  clock += 120_000; // every test starts with empty rate windows
  Object.assign(fake.state, { failNext: { count: 0, status: 500 }, loseCreateAnswer: 0, revoked: false, slowMs: 0 });
});

const basic = (id = 'demo-contaazul', secret = 'demo-contaazul-secret') =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

async function token(form: Record<string, string>, authorization = basic()) {
  const res = await fetch(`${fake.url}/oauth2/token`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string | number> };
}

async function connect() {
  const code = authorizeFakeCode(fake.state, REDIRECT);
  const { body } = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT });
  return { access: String(body.access_token), refresh: String(body.refresh_token) };
}

async function api(access: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${fake.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${access}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

const receivable = (overrides: Record<string, unknown> = {}) => ({
  data_competencia: '2025-03-10',
  valor: 1234.56,
  descricao: 'Honorários anestésicos — guia 123 — 10/03/2025',
  observacao: '',
  contato: 'pes-unimed',
  conta_financeira: 'fa-1',
  rateio: [{ id_categoria: 'cat-1', valor: 1234.56 }],
  condicao_pagamento: {
    parcelas: [
      {
        descricao: 'Parcela única',
        data_vencimento: '2025-04-09',
        conta_financeira: 'fa-1',
        detalhe_valor: { valor_bruto: 1234.56, valor_liquido: 1234.56 },
      },
    ],
  },
  referencia_externa: 'event-1',
  ...overrides,
});

describe('OAuth 2', () => {
  it('authorize redirects with code and state, keeping the redirect query; refuses a wrong client', async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: 'demo-contaazul',
      redirect_uri: `${REDIRECT}?tab=contaazul`,
      state: 'signed.state',
      scope: 'openid profile aws.cognito.signin.user.admin',
    });
    const res = await fetch(`${fake.url}/oauth2/authorize?${query}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('tab')).toBe('contaazul');
    expect(location.searchParams.get('state')).toBe('signed.state');
    const code = location.searchParams.get('code')!;
    expect(fake.state.codes.get(code)).toEqual({ redirectUri: `${REDIRECT}?tab=contaazul`, used: false });

    query.set('client_id', 'other');
    expect((await fetch(`${fake.url}/oauth2/authorize?${query}`, { redirect: 'manual' })).status).toBe(400);
    query.set('client_id', 'demo-contaazul');
    query.set('response_type', 'token');
    expect((await fetch(`${fake.url}/oauth2/authorize?${query}`, { redirect: 'manual' })).status).toBe(400);
  });

  it('exchanges a code once, for its redirect_uri, with the client credentials', async () => {
    const code = authorizeFakeCode(fake.state, REDIRECT);
    const form = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT };
    expect(await token(form, basic('demo-contaazul', 'wrong'))).toEqual({
      status: 401,
      body: { error: 'invalid_client' },
    });
    expect(await token({ ...form, redirect_uri: `${REDIRECT}/other` })).toEqual({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    const ok = await token(form);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ expires_in: 3600, token_type: 'Bearer' });
    expect(fake.state.accessTokens.get(String(ok.body.access_token))).toEqual({ account: 'acct-1', valid: true });
    expect((await token(form)).body).toEqual({ error: 'invalid_grant' });
    expect((await token({ ...form, code: 'unknown' })).body).toEqual({ error: 'invalid_grant' });
  });

  it('rotates refresh tokens: each works once', async () => {
    const first = await connect();
    const renewed = await token({ grant_type: 'refresh_token', refresh_token: first.refresh });
    expect(renewed.status).toBe(200);
    expect(renewed.body.refresh_token).not.toBe(first.refresh);
    expect(await token({ grant_type: 'refresh_token', refresh_token: first.refresh })).toEqual({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    const again = await token({ grant_type: 'refresh_token', refresh_token: String(renewed.body.refresh_token) });
    expect(again.status).toBe(200);
    expect((await api(String(again.body.access_token), 'GET', '/v1/servicos')).status).toBe(200);
  });

  it('revoked: every refresh token is refused, and stays so after connecting again', async () => {
    const before = await connect();
    fake.state.revoked = true;
    expect(await token({ grant_type: 'refresh_token', refresh_token: before.refresh })).toEqual({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    const after = await connect();
    expect(fake.state.revoked).toBe(false);
    expect((await token({ grant_type: 'refresh_token', refresh_token: before.refresh })).status).toBe(400);
    expect((await token({ grant_type: 'refresh_token', refresh_token: after.refresh })).status).toBe(200);
  });
});

describe('API guard', () => {
  it('requires a valid bearer token; expired tokens answer 401', async () => {
    expect((await fetch(`${fake.url}/v1/conta-financeira`)).status).toBe(401);
    expect(await api('unknown', 'GET', '/v1/conta-financeira')).toMatchObject({
      status: 401,
      body: { error: 'invalid_token' },
    });
    const { access } = await connect();
    const accounts = await api(access, 'GET', '/v1/conta-financeira');
    expect(accounts.body).toEqual({
      itens: [
        { id: 'fa-1', nome: 'Banco do Brasil — conta movimento' },
        { id: 'fa-2', nome: 'Itaú — conta cobrança' },
      ],
      itens_totais: 2,
    });
    expireFakeContaAzulTokens(fake.state);
    expect((await api(access, 'GET', '/v1/conta-financeira')).status).toBe(401);
  });

  it('limits 10 calls a second per account over a sliding window; refused calls do not count', async () => {
    const { access } = await connect();
    for (let i = 0; i < 10; i += 1) expect((await api(access, 'GET', '/v1/servicos')).status).toBe(200);
    const refused = await api(access, 'GET', '/v1/servicos');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'rate_limit' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    clock += 999;
    expect((await api(access, 'GET', '/v1/servicos')).status).toBe(429);
    clock += 1; // the ten calls left the window; the refused one at +999 ms did not enter it
    for (let i = 0; i < 10; i += 1) expect((await api(access, 'GET', '/v1/servicos')).status).toBe(200);
    expect((await api(access, 'GET', '/v1/servicos')).status).toBe(429);
  });

  it('limits calls a minute, answering Retry-After in whole seconds', async () => {
    let now = 0;
    const other = await startFakeContaAzul(
      createFakeContaAzulState({ now: () => now, rateLimits: { perSecond: 100, perMinute: 3 } }),
    );
    try {
      const code = authorizeFakeCode(other.state, REDIRECT);
      const res = await fetch(`${other.url}/oauth2/token`, {
        method: 'POST',
        headers: { authorization: basic(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT }).toString(),
      });
      const { access_token } = (await res.json()) as { access_token: string };
      const call = () => fetch(`${other.url}/v1/servicos`, { headers: { authorization: `Bearer ${access_token}` } });
      for (let i = 0; i < 3; i += 1) expect((await call()).status).toBe(200);
      now = 30_500;
      const refused = await call();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      now = 60_000;
      expect((await call()).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('failNext answers 500, or 429 with Retry-After: 1, for the next N API calls only', async () => {
    const { access } = await connect();
    fake.state.failNext = { count: 2, status: 500 };
    expect((await api(access, 'GET', '/v1/servicos')).status).toBe(500);
    expect((await api(access, 'GET', '/v1/servicos')).status).toBe(500);
    expect((await api(access, 'GET', '/v1/servicos')).status).toBe(200);
    fake.state.failNext = { count: 1, status: 429 };
    const busy = await api(access, 'GET', '/v1/servicos');
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect((await api(access, 'GET', '/v1/servicos/srv-2')).body).toEqual({
      id: 'srv-2',
      descricao: 'SP/SADT',
      codigo: 'SADT',
    });
  });
});

describe('registers and receivables', () => {
  it('pages lists and answers one register or 404', async () => {
    const { access } = await connect();
    const page = await api(access, 'GET', '/v1/pessoas?tipo_perfil=Cliente&pagina=2&tamanho_pagina=2');
    expect(page.body.itens_totais).toBe(fake.state.pessoas.length);
    expect(page.body.itens).toEqual(fake.state.pessoas.slice(2, 4));
    const unimed = await api(access, 'GET', '/v1/pessoas/pes-unimed');
    expect(unimed.body).toMatchObject({ id: 'pes-unimed', documento: '11444777000161' });
    expect((await api(access, 'GET', '/v1/pessoas/nope')).status).toBe(404);
    expect((await api(access, 'GET', '/v1/servicos/nope')).body).toMatchObject({ error: 'not_found' });
    const categories = await api(access, 'GET', '/v1/categorias?tipo=RECEITA');
    expect(categories.body.itens).toEqual([
      { id: 'cat-1', nome: 'Honorários médicos' },
      { id: 'cat-2', nome: 'Outras receitas' },
    ]);
  });

  it('validates a create with pt-BR reasons, creates, and does not dedupe by referencia_externa', async () => {
    const { access } = await connect();
    const base = receivable();
    const bad = [
      { valor: 12.345 },
      { valor: 0 },
      { data_competencia: '10/03/2025' },
      { contato: 'pes-unknown' },
      { conta_financeira: 'fa-9' },
      { rateio: [{ id_categoria: 'cat-9x', valor: 1234.56 }] },
      { rateio: [{ id_categoria: 'cat-1', valor: 1000 }] },
      { condicao_pagamento: { parcelas: [] } },
      { condicao_pagamento: { parcelas: [{ ...base.condicao_pagamento.parcelas[0], data_vencimento: '2025-02-30' }] } },
      {
        condicao_pagamento: {
          parcelas: [{ data_vencimento: '2025-04-09', detalhe_valor: { valor_bruto: 1, valor_liquido: 1 } }],
        },
      },
    ];
    for (const overrides of bad) {
      const res = await api(access, 'POST', RECEIVABLES, receivable(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(typeof res.body.mensagem).toBe('string');
    }
    clock += 1000;
    const created = await api(access, 'POST', RECEIVABLES, base);
    expect(created.status).toBe(201);
    expect(created.body.parcelas).toEqual([{ id: expect.any(String), versao: 1 }]);
    expect((await api(access, 'POST', RECEIVABLES, base)).status).toBe(201);
    const found = await api(access, 'GET', `${RECEIVABLES}/buscar?referencia_externa=event-1`);
    expect(found.body.itens_totais).toBe(2);
    expect(found.body.itens[0]).toEqual({
      id: created.body.id,
      valor: 1234.56,
      parcelas: [{ id: created.body.parcelas[0].id, versao: 1, valor: 1234.56, data_vencimento: '2025-04-09' }],
    });
    expect(fakeContaAzulReceivables(fake.state).find((r) => r.id === created.body.id)).toMatchObject({
      referenciaExterna: 'event-1',
      contato: 'pes-unimed',
      contaFinanceira: 'fa-1',
      idCategoria: 'cat-1',
      dataCompetencia: '2025-03-10',
    });
  });

  it('loseCreateAnswer creates the receivable but answers 500', async () => {
    const { access } = await connect();
    fake.state.loseCreateAnswer = 1;
    const lost = await api(access, 'POST', RECEIVABLES, receivable({ referencia_externa: 'event-lost' }));
    expect(lost.status).toBe(500);
    const found = await api(access, 'GET', `${RECEIVABLES}/buscar?referencia_externa=event-lost`);
    expect(found.body.itens).toHaveLength(1);
    expect((await api(access, 'POST', RECEIVABLES, receivable())).status).toBe(201);
  });

  it('updates an installment by its version: 409 when stale, 404 when unknown', async () => {
    const { access } = await connect();
    const created = await api(access, 'POST', RECEIVABLES, receivable({ referencia_externa: 'event-patch' }));
    const parcela = `/v1/financeiro/eventos-financeiros/parcelas/${created.body.parcelas[0].id}`;
    const change = {
      versao: 1,
      data_vencimento: '2025-05-01',
      detalhe_valor: { valor_bruto: 99.9, valor_liquido: 99.9 },
    };
    expect((await api(access, 'PATCH', parcela, change)).body).toEqual({ id: created.body.parcelas[0].id, versao: 2 });
    const stale = await api(access, 'PATCH', parcela, change);
    expect(stale.status).toBe(409);
    expect(typeof stale.body.mensagem).toBe('string');
    expect((await api(access, 'PATCH', parcela, { ...change, detalhe_valor: { valor_bruto: -1 } })).status).toBe(400);
    expect((await api(access, 'PATCH', `${parcela}x`, { ...change, versao: 2 })).status).toBe(404);
    const [stored] = fakeContaAzulReceivables(fake.state).filter((r) => r.referenciaExterna === 'event-patch');
    expect(stored).toMatchObject({ valor: 99.9, parcelas: [{ versao: 2, valor: 99.9, dataVencimento: '2025-05-01' }] });
  });

  it('writes and deletes a settlement', async () => {
    const { access } = await connect();
    const created = await api(access, 'POST', RECEIVABLES, receivable({ referencia_externa: 'event-baixa' }));
    const parcelaId = created.body.parcelas[0].id;
    const path = `/v1/financeiro/eventos-financeiros/parcelas/${parcelaId}/baixa`;
    const baixa = {
      data_pagamento: '2025-04-15',
      composicao_valor: { valor_bruto: 1000 },
      conta_financeira: 'fa-2',
      metodo_pagamento: 'TRANSFERENCIA_BANCARIA',
    };
    expect((await api(access, 'POST', path, { ...baixa, data_pagamento: '15/04/2025' })).status).toBe(400);
    expect((await api(access, 'POST', path, { ...baixa, composicao_valor: { valor_bruto: 0 } })).status).toBe(400);
    expect((await api(access, 'POST', path.replace(parcelaId, 'nope'), baixa)).status).toBe(404);
    const written = await api(access, 'POST', path, baixa);
    expect(written.status).toBe(201);
    expect(fake.state.settlements.get(written.body.id)).toEqual({
      id: written.body.id,
      parcelaId,
      valor: 1000,
      dataPagamento: '2025-04-15',
    });
    expect((await api(access, 'DELETE', `/v1/financeiro/baixas/${written.body.id}`)).status).toBe(204);
    expect((await api(access, 'DELETE', `/v1/financeiro/baixas/${written.body.id}`)).status).toBe(404);
  });
});

describe('mounted under a prefix', () => {
  it('records hits without the prefix and reads form bodies despite the parent form parser', async () => {
    const state = createFakeContaAzulState();
    const app = Fastify({ logger: false });
    // Like the app's sign-in routes: a parent form parser that refuses other URLs.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) =>
      done(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }), undefined),
    );
    await app.register(fakeContaAzulRoutes(state), { prefix: '/fake-contaazul' });
    try {
      const code = authorizeFakeCode(state, REDIRECT);
      const res = await app.inject({
        method: 'POST',
        url: '/fake-contaazul/oauth2/token',
        headers: { authorization: basic(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT }).toString(),
      });
      expect(res.statusCode).toBe(200);
      const listed = await app.inject({
        url: '/fake-contaazul/v1/servicos?pagina=1',
        headers: { authorization: `Bearer ${res.json().access_token}` },
      });
      expect(listed.json().itens).toHaveLength(3);
      expect(state.hits).toEqual(['POST /oauth2/token', 'GET /v1/servicos']);
    } finally {
      await app.close();
    }
  });
});
