import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  asBody,
  authorizeFakeCode,
  createFakeContaAzulState,
  fakeRateDelay,
  isDay,
  isMoney,
  issueFakeTokens,
  recordFakeCall,
  validateReceivable,
  type FakeContaAzulState,
  type FakeParcela,
  type FakeReceivable,
} from './fake-contaazul-state';

/**
 * A local fake of Conta Azul's API exactly as decision 054 assumes it ("What is assumed of the
 * remote API"): OAuth 2 authorization code with rotating refresh tokens, the registers the
 * mappings read, receivables with one installment, settlements, and the per-account limits of
 * 10 calls a second and 600 a minute. Used by the tests and by the demo (mounted at
 * /fake-contaazul when FAKE_CONTAAZUL=true). It does not dedupe by referencia_externa: the
 * product must (decision 054, crash safety).
 */
export {
  authorizeFakeCode,
  createFakeContaAzulState,
  expireFakeContaAzulTokens,
  fakeContaAzulReceivables,
  type FakeContaAzulOptions,
  type FakeContaAzulState,
  type FakeReceivable,
  type FakeSettlement,
} from './fake-contaazul-state';

const FORM = 'application/x-www-form-urlencoded';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const notFound = (reply: FastifyReply, mensagem: string) => reply.code(404).send({ error: 'not_found', mensagem });
const invalid = (reply: FastifyReply, mensagem: string) => reply.code(400).send({ mensagem });
const invalidGrant = (reply: FastifyReply) => reply.code(400).send({ error: 'invalid_grant' });

/** Lists paged by `pagina` (1-based) and `tamanho_pagina` (default and maximum 100). */
function paged<T>(request: FastifyRequest, all: T[]) {
  const query = request.query as { pagina?: string; tamanho_pagina?: string };
  const pagina = Math.max(1, Math.trunc(Number(query.pagina ?? 1)) || 1);
  const size = Math.min(100, Math.max(1, Math.trunc(Number(query.tamanho_pagina ?? 100)) || 100));
  return { itens: all.slice((pagina - 1) * size, pagina * size), itens_totais: all.length };
}

function findParcela(state: FakeContaAzulState, id: string): [FakeReceivable, FakeParcela] | undefined {
  for (const receivable of state.receivables.values()) {
    const parcela = receivable.parcelas.find((p) => p.id === id);
    if (parcela) return [receivable, parcela];
  }
  return undefined;
}

/** `Authorization: Basic base64(id:secret)` matches the fake's client. */
function validClient(state: FakeContaAzulState, header: string | undefined): boolean {
  const match = /^Basic\s+(.+)$/i.exec(header ?? '');
  if (!match) return false;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 && decoded.slice(0, colon) === state.clientId && decoded.slice(colon + 1) === state.clientSecret;
}

function oauthRoutes(app: FastifyInstance, state: FakeContaAzulState): void {
  // The token endpoint takes a form body. This scope's own parser: the main app's form parser
  // (sign-in's form_post callbacks) refuses every other URL, and removing it here leaves it intact.
  if (app.hasContentTypeParser(FORM)) app.removeContentTypeParser(FORM);
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  // Stands in for the user's login and consent: answers the redirect at once.
  app.get('/oauth2/authorize', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    if (query.client_id !== state.clientId) return reply.code(400).send({ error: 'invalid_client' });
    if (query.response_type !== 'code') return reply.code(400).send({ error: 'unsupported_response_type' });
    let target: URL;
    try {
      target = new URL(query.redirect_uri ?? '');
    } catch {
      return reply.code(400).send({ error: 'invalid_request' });
    }
    target.searchParams.set('code', authorizeFakeCode(state, query.redirect_uri!));
    if (query.state !== undefined) target.searchParams.set('state', query.state);
    return reply.redirect(target.toString(), 302);
  });

  app.post('/oauth2/token', async (request, reply) => {
    if (!validClient(state, request.headers.authorization)) return reply.code(401).send({ error: 'invalid_client' });
    const body = asBody(request.body);
    if (body.grant_type === 'authorization_code') {
      const entry = state.codes.get(String(body.code ?? ''));
      if (!entry || entry.used || entry.redirectUri !== body.redirect_uri) return invalidGrant(reply);
      entry.used = true;
      // Authorizing again grants access again: what was revoked before stays refused.
      if (state.revoked) {
        for (const grant of state.refreshTokens.values()) grant.valid = false;
        state.revoked = false;
      }
      return issueFakeTokens(state);
    }
    if (body.grant_type === 'refresh_token') {
      if (state.revoked) {
        for (const grant of state.refreshTokens.values()) grant.valid = false;
        return invalidGrant(reply);
      }
      const grant = state.refreshTokens.get(String(body.refresh_token ?? ''));
      if (!grant?.valid) return invalidGrant(reply);
      grant.valid = false; // rotation: each refresh token works once
      return issueFakeTokens(state);
    }
    return reply.code(400).send({ error: 'unsupported_grant_type' });
  });
}

/** Bearer token, then the account's limiter, then failNext, then slowMs (every /v1 call). */
function guardApi(app: FastifyInstance, state: FakeContaAzulState): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const grant = token === undefined ? undefined : state.accessTokens.get(token);
    if (!grant?.valid) return reply.code(401).send({ error: 'invalid_token' });
    const now = state.now();
    const wait = fakeRateDelay(state, grant.account, now);
    if (wait > 0) {
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      return reply.code(429).header('Retry-After', String(seconds)).send({ error: 'rate_limit' });
    }
    recordFakeCall(state, grant.account, now);
    if (state.failNext.count > 0) {
      state.failNext.count -= 1;
      const status = state.failNext.status;
      if (status === 429) reply.header('Retry-After', '1');
      return reply.code(status).send({ error: status === 429 ? 'rate_limit' : 'internal' });
    }
    if (state.slowMs > 0) await sleep(state.slowMs);
  });
}

function registerRoutes(app: FastifyInstance, state: FakeContaAzulState): void {
  app.get('/v1/conta-financeira', async (request) => paged(request, state.contasFinanceiras));
  app.get('/v1/categorias', async (request) => {
    const tipo = (request.query as { tipo?: string }).tipo;
    const list = tipo ? state.categorias.filter((c) => c.tipo === tipo) : state.categorias;
    return paged(
      request,
      list.map(({ id, nome }) => ({ id, nome })),
    );
  });
  app.get('/v1/pessoas', async (request) => {
    const perfil = (request.query as { tipo_perfil?: string }).tipo_perfil;
    return paged(request, perfil && perfil !== 'Cliente' ? [] : state.pessoas);
  });
  app.get('/v1/pessoas/:id', async (request, reply) => {
    const found = state.pessoas.find((p) => p.id === (request.params as { id: string }).id);
    return found ?? notFound(reply, 'Pessoa não encontrada.');
  });
  app.get('/v1/servicos', async (request) => paged(request, state.servicos));
  app.get('/v1/servicos/:id', async (request, reply) => {
    const found = state.servicos.find((s) => s.id === (request.params as { id: string }).id);
    return found ?? notFound(reply, 'Serviço não encontrado.');
  });

  const receivables = '/v1/financeiro/eventos-financeiros/contas-a-receber';
  app.post(receivables, async (request, reply) => {
    const result = validateReceivable(state, request.body);
    if ('mensagem' in result) return invalid(reply, result.mensagem);
    state.receivables.set(result.id, result);
    if (state.loseCreateAnswer > 0) {
      state.loseCreateAnswer -= 1;
      return reply.code(500).send({ error: 'internal' });
    }
    return reply.code(201).send({ id: result.id, parcelas: result.parcelas.map(({ id, versao }) => ({ id, versao })) });
  });
  app.get(`${receivables}/buscar`, async (request) => {
    const reference = (request.query as { referencia_externa?: string }).referencia_externa;
    const found = [...state.receivables.values()].filter(
      (r) => reference === undefined || r.referenciaExterna === reference,
    );
    return paged(
      request,
      found.map((r) => ({
        id: r.id,
        valor: r.valor,
        parcelas: r.parcelas.map((p) => ({
          id: p.id,
          versao: p.versao,
          valor: p.valor,
          data_vencimento: p.dataVencimento,
        })),
      })),
    );
  });

  app.patch('/v1/financeiro/eventos-financeiros/parcelas/:id', async (request, reply) => {
    const found = findParcela(state, (request.params as { id: string }).id);
    if (!found) return notFound(reply, 'Parcela não encontrada.');
    const [receivable, parcela] = found;
    const body = asBody(request.body);
    if (typeof body.versao !== 'number') return invalid(reply, 'Informe a versão da parcela.');
    if (body.data_vencimento !== undefined && !isDay(body.data_vencimento)) {
      return invalid(reply, 'A data de vencimento deve estar no formato AAAA-MM-DD.');
    }
    const bruto = asBody(body.detalhe_valor).valor_bruto;
    if (!isMoney(bruto))
      return invalid(reply, 'O valor bruto deve ser maior que zero com no máximo duas casas decimais.');
    if (body.versao !== parcela.versao) {
      return reply.code(409).send({ mensagem: `A parcela foi alterada; a versão atual é ${parcela.versao}.` });
    }
    if (body.data_vencimento !== undefined) parcela.dataVencimento = body.data_vencimento;
    parcela.valor = bruto;
    parcela.versao += 1;
    receivable.valor = bruto;
    return { id: parcela.id, versao: parcela.versao };
  });

  app.get('/v1/financeiro/eventos-financeiros/parcelas/:id', async (request, reply) => {
    const found = findParcela(state, (request.params as { id: string }).id);
    if (!found) return notFound(reply, 'Parcela não encontrada.');
    const [, parcela] = found;
    const baixas = [...state.settlements.values()]
      .filter((b) => b.parcelaId === parcela.id)
      .map((b) => ({ id: b.id, valor: b.valor, data_pagamento: b.dataPagamento }));
    return {
      id: parcela.id,
      versao: parcela.versao,
      valor: parcela.valor,
      data_vencimento: parcela.dataVencimento,
      baixas,
    };
  });

  app.post('/v1/financeiro/eventos-financeiros/parcelas/:id/baixa', async (request, reply) => {
    const parcelaId = (request.params as { id: string }).id;
    if (!findParcela(state, parcelaId)) return notFound(reply, 'Parcela não encontrada.');
    const body = asBody(request.body);
    if (!isDay(body.data_pagamento)) return invalid(reply, 'A data de pagamento deve estar no formato AAAA-MM-DD.');
    const bruto = asBody(body.composicao_valor).valor_bruto;
    if (!isMoney(bruto))
      return invalid(reply, 'O valor da baixa deve ser maior que zero com no máximo duas casas decimais.');
    if (!state.contasFinanceiras.some((c) => c.id === body.conta_financeira)) {
      return invalid(reply, 'A conta financeira informada não foi encontrada.');
    }
    if (typeof body.metodo_pagamento !== 'string' || body.metodo_pagamento === '') {
      return invalid(reply, 'Informe o método de pagamento.');
    }
    const id = randomUUID();
    state.settlements.set(id, { id, parcelaId, valor: bruto, dataPagamento: body.data_pagamento });
    if (state.loseSettleAnswer > 0) {
      state.loseSettleAnswer -= 1;
      return reply.code(500).send({ error: 'internal' });
    }
    return reply.code(201).send({ id });
  });

  app.delete('/v1/financeiro/baixas/:id', async (request, reply) => {
    const id = (request.params as { id: string }).id;
    if (!state.settlements.delete(id)) return notFound(reply, 'Baixa não encontrada.');
    return reply.code(204).send();
  });
}

/** Conta Azul's routes (auth and API on one host), on any Fastify instance or prefix. */
export function fakeContaAzulRoutes(state: FakeContaAzulState) {
  return async (app: FastifyInstance) => {
    // Not part of the product's API: kept out of the OpenAPI document.
    app.addHook('onRoute', (route) => {
      route.schema = { ...(route.schema ?? {}), hide: true };
    });
    const prefix = app.prefix;
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const path = request.url.split('?')[0]!;
      state.hits.push(`${request.method} ${path.startsWith(prefix) ? path.slice(prefix.length) : path}`);
    });
    oauthRoutes(app, state);
    await app.register(async (api) => {
      guardApi(api, state);
      registerRoutes(api, state);
    });
  };
}

/** A fake Conta Azul on its own port (tests): its base URL, its state, and how to stop it. */
export async function startFakeContaAzul(state = createFakeContaAzulState()) {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(fakeContaAzulRoutes(state));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, state, close: () => app.close() };
}
