import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * A local fake of the external registry's API as decision 053 assumes it: used by the tests and
 * by the demo (mounted at /fake-registry when FAKE_REGISTRY=true). In memory; switches force an
 * expired token, a failing token endpoint, 500, 429 or a slow answer.
 */
export interface FakeProfessional {
  id: number;
  name: string;
  crm: string;
  crmState: string;
  role: 'surgeon' | 'anesthetist';
}
export interface FakeInsurer {
  id: number;
  name: string;
  ans: string;
  cnpj: string | null;
}
export interface FakeHospital {
  id: number;
  name: string;
  cnpj: string;
}

export interface FakeRegistryState {
  clientId: string;
  secret: string;
  professionals: FakeProfessional[];
  insurers: FakeInsurer[];
  hospitals: FakeHospital[];
  institutions: { id: string; name: string; cnpj: string | null }[];
  syncActivated: Set<string>;
  /** Issued tokens; false once expired. */
  tokens: Map<string, boolean>;
  /** The token endpoint refuses every request. */
  failToken: boolean;
  mode: 'ok' | 'error' | 'busy' | 'slow';
  slowMs: number;
  pageSize: number;
  /** Requests served, by "METHOD path" (for tests). */
  hits: string[];
}

export function createFakeRegistryState(): FakeRegistryState {
  return {
    clientId: 'demo-client',
    secret: 'demo-secret',
    professionals: [
      { id: 101, name: 'João Cirurgião da Silva', crm: '123456', crmState: 'SP', role: 'surgeon' },
      { id: 102, name: 'Ana Lúcia Cortês', crm: '654321', crmState: 'RJ', role: 'surgeon' },
      { id: 201, name: 'Carlos Anestesista', crm: '111222', crmState: 'SP', role: 'anesthetist' },
    ],
    insurers: [{ id: 301, name: 'Unimed Registro', ans: '123456', cnpj: '11.222.333/0001-81' }],
    hospitals: [
      { id: 401, name: 'Hospital São Lucas', cnpj: '60.701.190/0001-04' },
      { id: 402, name: 'Hospital Santa Clara', cnpj: '33.000.167/0001-01' },
    ],
    institutions: [{ id: 'inst-1', name: 'Instituição Demonstração', cnpj: '11.222.333/0001-81' }],
    syncActivated: new Set(),
    tokens: new Map(),
    failToken: false,
    mode: 'ok',
    slowMs: 0,
    pageSize: 100,
    hits: [],
  };
}

/** Every issued token answers auth/id-token-expired from now on. */
export function expireFakeTokens(state: FakeRegistryState): void {
  for (const token of state.tokens.keys()) state.tokens.set(token, false);
}

function page<T>(request: FastifyRequest, state: FakeRegistryState, all: T[]) {
  const n = Math.max(1, Number((request.query as { page?: string }).page ?? 1) || 1);
  const totalPages = Math.max(1, Math.ceil(all.length / state.pageSize));
  return { items: all.slice((n - 1) * state.pageSize, n * state.pageSize), page: n, totalPages };
}

/** The registry's routes, on any Fastify instance or prefix. */
export function fakeRegistryRoutes(state: FakeRegistryState) {
  return async (app: FastifyInstance) => {
    // Not part of the product's API: kept out of the OpenAPI document.
    app.addHook('onRoute', (route) => {
      route.schema = { ...(route.schema ?? {}), hide: true };
    });
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      state.hits.push(`${request.method} ${request.url.split('?')[0]}`);
      if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, state.slowMs));
      if (state.mode === 'error') return reply.code(500).send({ error: 'internal' });
      if (state.mode === 'busy') return reply.code(429).send({ error: 'too_many_requests' });
      if (request.url.includes('/oauth/token')) return;
      const bearer = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
      const valid = state.tokens.get(bearer);
      if (valid === undefined) return reply.code(401).send({ code: 'auth/invalid-token' });
      if (!valid) return reply.code(401).send({ code: 'auth/id-token-expired' });
    });
    app.post('/oauth/token', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (state.failToken || body.client_id !== state.clientId || body.client_secret !== state.secret) {
        return reply.code(401).send({ error: 'invalid_client' });
      }
      const token = randomUUID();
      state.tokens.set(token, true);
      return { access_token: token, token_type: 'Bearer', expires_in: 3600 };
    });
    app.get('/v1/professionals', async (request) => {
      const role = (request.query as { role?: string }).role;
      return page(request, state, role ? state.professionals.filter((p) => p.role === role) : state.professionals);
    });
    const byId = <T extends { id: number }>(path: string, list: () => T[]) =>
      app.get(`${path}/:id`, async (request, reply) => {
        const found = list().find((r) => r.id === Number((request.params as { id: string }).id));
        return found ?? reply.code(404).send({ error: 'not_found' });
      });
    byId('/v1/professionals', () => state.professionals);
    app.get('/v1/insurers', async (request) => page(request, state, state.insurers));
    byId('/v1/insurers', () => state.insurers);
    app.get('/v1/hospitals', async (request) => page(request, state, state.hospitals));
    byId('/v1/hospitals', () => state.hospitals);
    app.get('/v1/institutions', async () => ({ items: state.institutions }));
    app.post('/v1/institutions/:id/sync', async (request, reply) => {
      const id = (request.params as { id: string }).id;
      if (!state.institutions.some((i) => i.id === id)) return reply.code(404).send({ error: 'not_found' });
      state.syncActivated.add(id);
      return { activatedAt: new Date().toISOString() };
    });
  };
}

/** A fake registry on its own port (tests): its base URL, its state, and how to stop it. */
export async function startFakeRegistry(state = createFakeRegistryState()) {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(fakeRegistryRoutes(state));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, state, close: () => app.close() };
}
