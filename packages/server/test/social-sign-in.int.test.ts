import { createHash } from 'node:crypto';
import { socialSignInFlows, userIdentities } from '@honora/db';
import { addMember, createCompany, createUser } from '@honora/db/testing';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { ClientMetadata } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followProvider, startIdentityProvider, type IdentityProvider } from './identity-provider';
import { createTestApp, TestClient, type TestApp } from './helpers';

/** The app under test answers on this origin (through inject); the provider sends browsers back here. */
const APP = 'http://app.honora.test';
const callbackOf = (provider: string) => `${APP}/api/auth/social/${provider}/callback`;
const client = (provider: string): ClientMetadata => ({
  client_id: `honora-${provider}`,
  client_secret: `${provider}-secret`,
  redirect_uris: [callbackOf(provider)],
  token_endpoint_auth_method: 'client_secret_post',
});

/** Google and Facebook here; Apple on its own provider, which puts the e-mail in the ID token. */
let idp: IdentityProvider;
let appleIdp: IdentityProvider;
let t: TestApp;
let companyId: string;

function providerEnv(issuer: string, appleIssuer: string): Record<string, string> {
  return {
    APP_URL: APP,
    OIDC_GOOGLE_ISSUER: issuer,
    OIDC_GOOGLE_CLIENT_ID: 'honora-google',
    OIDC_GOOGLE_CLIENT_SECRET: 'google-secret',
    OIDC_APPLE_ISSUER: appleIssuer,
    OIDC_APPLE_CLIENT_ID: 'honora-apple',
    OIDC_APPLE_CLIENT_SECRET: 'apple-secret',
    OAUTH_FACEBOOK_CLIENT_ID: 'honora-facebook',
    OAUTH_FACEBOOK_CLIENT_SECRET: 'facebook-secret',
    OAUTH_FACEBOOK_AUTHORIZATION_URL: `${issuer}/auth`,
    OAUTH_FACEBOOK_TOKEN_URL: `${issuer}/token`,
    OAUTH_FACEBOOK_USERINFO_URL: `${issuer}/graph/me?fields=id,name,email`,
  };
}

async function member(email: string, extra: { isDisabled?: boolean } = {}) {
  const user = await createUser(t.database.db, { email, name: `Pessoa ${email}`, ...extra });
  await addMember(t.database.db, { companyId, userId: user.id, profiles: ['f'] });
  return user;
}

const cookieOf = (response: LightMyRequestResponse, name: string) => response.cookies.find((c) => c.name === name);

interface SignInOptions {
  query?: string;
  /** Replaces the callback's query before the browser comes back (a forged or replayed answer). */
  tamper?: (search: URLSearchParams) => void;
  withFlowCookie?: boolean;
}

/** A whole sign-in as a browser makes it: start → provider (login, consent) → callback. */
async function socialSignIn(provider: string, subject: string, options: SignInOptions = {}) {
  (provider === 'apple' ? appleIdp : idp).signInAs(subject);
  const start = await t.app.inject({ method: 'GET', url: `/api/auth/social/${provider}/start${options.query ?? ''}` });
  expect(start.statusCode).toBe(302);
  const flowCookie = cookieOf(start, 'honora_social')!;
  const cookie = options.withFlowCookie === false ? {} : { cookie: `honora_social=${flowCookie.value}` };
  const back = await followProvider(String(start.headers.location), APP);
  let url: URL;
  if (back.kind === 'formPost') {
    // A cross-site form post carries no Lax cookie; the app turns it into a GET that does.
    const posted = await t.app.inject({
      method: 'POST',
      url: back.url.pathname,
      payload: new URLSearchParams(back.fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.statusCode).toBe(303);
    url = new URL(String(posted.headers.location), APP);
  } else url = back.url;
  options.tamper?.(url.searchParams);
  const callback = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: cookie });
  expect(callback.statusCode).toBe(302);
  return { start, flowCookie, callback, location: String(callback.headers.location) };
}

async function sessionAfter(callback: LightMyRequestResponse) {
  const sid = cookieOf(callback, 'honora_sid');
  if (!sid?.value) return null;
  const browser = new TestClient(t.app);
  browser.cookie = `honora_sid=${sid.value}`;
  return (await browser.get('/api/auth/session')).json().session;
}

const linkOf = (provider: string, subject: string) =>
  t.database.db
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.subject, subject))
    .then((rows) => rows.filter((r) => r.provider === provider));

beforeAll(async () => {
  idp = await startIdentityProvider(['google', 'facebook'].map(client));
  appleIdp = await startIdentityProvider([client('apple')], { isEmailInIdToken: true });
  t = await createTestApp(providerEnv(idp.issuer, appleIdp.issuer));
  companyId = (await createCompany(t.database.db, { name: 'Clínica Social' })).id;
});

afterAll(async () => {
  await t?.close();
  await idp?.close();
  await appleIdp?.close();
});

describe('GET /api/auth/social/providers', () => {
  it('lists the configured providers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/social/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ providers: ['google', 'apple', 'facebook'] });
  });

  it('lists only those with a client id', async () => {
    const onlyGoogle = await createTestApp({ OIDC_GOOGLE_CLIENT_ID: 'x', OIDC_APPLE_CLIENT_SECRET: 'sem-id' });
    try {
      const res = await onlyGoogle.app.inject({ method: 'GET', url: '/api/auth/social/providers' });
      expect(res.json()).toEqual({ providers: ['google'] });
      const apple = await onlyGoogle.app.inject({ method: 'GET', url: '/api/auth/social/apple/start' });
      expect(apple.statusCode).toBe(400);
      expect(apple.json()).toMatchObject({ code: 'auth/unknown-provider', message: 'Unknown provider' });
    } finally {
      await onlyGoogle.close();
    }
  });
});

describe('GET /api/auth/social/:provider/start', () => {
  it('answers Unknown provider for a provider that does not exist', async () => {
    for (const url of ['/api/auth/social/twitter/start', '/api/auth/social/twitter/callback?code=x&state=y']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'auth/unknown-provider', message: 'Unknown provider' });
    }
  });

  it('sends the browser to the provider with state, nonce and PKCE, keeping only a hash on the server', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/social/google/start?redirect=/client/dashboard' });
    expect(res.statusCode).toBe(302);
    const to = new URL(String(res.headers.location));
    expect(to.origin).toBe(idp.issuer);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: 'honora-google',
      redirect_uri: callbackOf('google'),
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const key of ['state', 'nonce', 'code_challenge']) expect(to.searchParams.get(key)).toMatch(/^[\w-]{32,}$/);
    const cookie = cookieOf(res, 'honora_social')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/social' });
    const [flow] = await t.database.db
      .select()
      .from(socialSignInFlows)
      .where(eq(socialSignInFlows.id, createHash('sha256').update(cookie.value).digest('hex')));
    expect(flow).toMatchObject({
      provider: 'google',
      state: to.searchParams.get('state'),
      redirect: '/client/dashboard',
    });
    expect(flow!.codeVerifier).not.toBe(to.searchParams.get('code_challenge'));
  });

  it('asks Apple to answer by form post', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/social/apple/start' });
    expect(new URL(String(res.headers.location)).searchParams.get('response_mode')).toBe('form_post');
  });

  it('refuses an invalid workspace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/social/google/start?workspace=ADMIN' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('inputError');
  });
});

describe('GET /api/auth/social/:provider/callback', () => {
  it('signs in a user through a linked identity, whatever e-mail the provider has now', async () => {
    const user = await member('ligada@teste.dev');
    await t.database.db
      .insert(userIdentities)
      .values({ provider: 'google', subject: 'g-ligada', userId: user.id, email: 'antigo@gmail.test' });
    idp.accounts.set('g-ligada', { email: 'outro@gmail.test', isEmailVerified: true });
    const { callback, location, flowCookie } = await socialSignIn('google', 'g-ligada', {
      query: '?redirect=/client/changePassword',
    });
    expect(location).toBe('/client/login?redirect=%2Fclient%2FchangePassword');
    const sid = cookieOf(callback, 'honora_sid')!;
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookieOf(callback, 'honora_social')?.value).toBe('');
    const session = await sessionAfter(callback);
    expect(session).toMatchObject({ workspace: 'CLIENT', user: { email: 'ligada@teste.dev' } });
    expect(session.company).toMatchObject({ id: companyId });
    // The flow was spent: the same answer cannot open a second session.
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/auth/social/google/callback?code=x&state=y',
      headers: { cookie: `honora_social=${flowCookie.value}` },
    });
    expect(replay.headers.location).toBe('/client/login?error=auth%2Finvalid-credential');
  });

  it('links the identity on the first sign-in by the verified e-mail of an active user', async () => {
    await member('primeira@teste.dev');
    idp.accounts.set('g-primeira', { email: 'Primeira@Teste.dev', isEmailVerified: true });
    const first = await socialSignIn('google', 'g-primeira');
    expect(first.location).toBe('/client/login');
    expect((await sessionAfter(first.callback)).user.email).toBe('primeira@teste.dev');
    expect(await linkOf('google', 'g-primeira')).toMatchObject([{ email: 'primeira@teste.dev' }]);
    const again = await socialSignIn('google', 'g-primeira');
    expect((await sessionAfter(again.callback)).user.email).toBe('primeira@teste.dev');
    expect(await linkOf('google', 'g-primeira')).toHaveLength(1);
  });

  it('refuses an unknown e-mail: no sign-up by social login', async () => {
    idp.accounts.set('g-estranha', { email: 'estranha@gmail.test', isEmailVerified: true });
    const { callback, location } = await socialSignIn('google', 'g-estranha', { query: '?redirect=/client/dashboard' });
    expect(location).toBe('/client/login?error=auth%2Fuser-not-found&redirect=%2Fclient%2Fdashboard');
    expect(cookieOf(callback, 'honora_sid')).toBeUndefined();
    expect(await linkOf('google', 'g-estranha')).toEqual([]);
  });

  it('does not link by an e-mail the provider did not verify', async () => {
    await member('nao-verificada@teste.dev');
    idp.accounts.set('g-nao-verificada', { email: 'nao-verificada@teste.dev', isEmailVerified: false });
    const { callback, location } = await socialSignIn('google', 'g-nao-verificada');
    expect(location).toBe('/client/login?error=auth%2Fuser-not-found');
    expect(cookieOf(callback, 'honora_sid')).toBeUndefined();
    expect(await linkOf('google', 'g-nao-verificada')).toEqual([]);
  });

  it('refuses a disabled user', async () => {
    await member('desativada@teste.dev', { isDisabled: true });
    idp.accounts.set('g-desativada', { email: 'desativada@teste.dev', isEmailVerified: true });
    const { location } = await socialSignIn('google', 'g-desativada');
    expect(location).toBe('/client/login?error=auth%2Fuser-disabled');
  });

  it('refuses a bad state, and an answer without the flow cookie', async () => {
    await member('estado@teste.dev');
    idp.accounts.set('g-estado', { email: 'estado@teste.dev', isEmailVerified: true });
    const forged = await socialSignIn('google', 'g-estado', { tamper: (search) => search.set('state', 'forjado') });
    expect(forged.location).toBe('/client/login?error=auth%2Finvalid-credential');
    expect(cookieOf(forged.callback, 'honora_sid')).toBeUndefined();
    const noCookie = await socialSignIn('google', 'g-estado', { withFlowCookie: false });
    expect(noCookie.location).toBe('/client/login?error=auth%2Finvalid-credential');
    expect(cookieOf(noCookie.callback, 'honora_sid')).toBeUndefined();
  });

  it('refuses an answer meant for another provider', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/social/google/start' });
    const state = new URL(String(start.headers.location)).searchParams.get('state');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/social/apple/callback?code=x&state=${state}`,
      headers: { cookie: `honora_social=${cookieOf(start, 'honora_social')!.value}` },
    });
    expect(res.headers.location).toBe('/client/login?error=auth%2Finvalid-credential');
  });

  it('shows the provider refusing (the person cancelled) as an error on the login screen', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/social/google/start' });
    const state = new URL(String(start.headers.location)).searchParams.get('state');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/social/google/callback?error=access_denied&state=${state}`,
      headers: { cookie: `honora_social=${cookieOf(start, 'honora_social')!.value}` },
    });
    expect(res.headers.location).toBe('/client/login?error=auth%2Finvalid-credential');
  });

  it('opens the COMPANY workspace only for company staff', async () => {
    await member('staff@teste.dev');
    idp.accounts.set('g-staff', { email: 'staff@teste.dev', isEmailVerified: true });
    const { location } = await socialSignIn('google', 'g-staff', { query: '?workspace=COMPANY' });
    expect(location).toBe('/company/login?error=permissionDenied');
  });

  it('drops a redirect that leaves the app', async () => {
    await member('redirect@teste.dev');
    idp.accounts.set('g-redirect', { email: 'redirect@teste.dev', isEmailVerified: true });
    const { location } = await socialSignIn('google', 'g-redirect', { query: '?redirect=//evil.example/x' });
    expect(location).toBe('/client/login');
  });

  it('throttles callbacks per IP like sign-ins', async () => {
    const hit = () =>
      t.app.inject({ method: 'GET', url: '/api/auth/social/google/callback?code=x', remoteAddress: '10.9.8.7' });
    for (let i = 0; i < t.config.rateLimits.loginPerIp; i++) await hit();
    expect((await hit()).headers.location).toBe('/client/login?error=auth%2Ftoo-many-requests');
  });
});

describe('Apple (form post) and Facebook (OAuth 2)', () => {
  it('signs in with Apple through the form-posted answer and the e-mail of the ID token', async () => {
    await member('maca@teste.dev');
    appleIdp.accounts.set('a-maca', { email: 'maca@teste.dev', isEmailVerified: true });
    const { callback, location } = await socialSignIn('apple', 'a-maca');
    expect(location).toBe('/client/login');
    expect((await sessionAfter(callback)).user.email).toBe('maca@teste.dev');
    expect(await linkOf('apple', 'a-maca')).toHaveLength(1);
  });

  it('refuses a form post for an unknown provider', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/social/orkut/callback',
      payload: 'code=x&state=y',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown provider');
  });

  it('keeps other public mutations JSON-only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'email=a%40b.co&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('inputError');
  });

  it('signs in with Facebook through the profile endpoint', async () => {
    await member('livro@teste.dev');
    idp.accounts.set('f-livro', { email: 'livro@teste.dev', isEmailVerified: true, name: 'Livro' });
    const { start, callback, location } = await socialSignIn('facebook', 'f-livro');
    expect(new URL(String(start.headers.location)).searchParams.get('scope')).toBe('email public_profile');
    expect(location).toBe('/client/login');
    expect((await sessionAfter(callback)).user.email).toBe('livro@teste.dev');
    expect(await linkOf('facebook', 'f-livro')).toHaveLength(1);
  });
});
