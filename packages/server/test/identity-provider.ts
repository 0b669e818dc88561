import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata } from 'oidc-provider';

export interface TestAccount {
  email: string;
  isEmailVerified: boolean;
  name?: string;
}

export interface IdentityProvider {
  issuer: string;
  /** Accounts by subject. */
  accounts: Map<string, TestAccount>;
  /** The subject the next login interaction signs in as. */
  signInAs(subject: string): void;
  close(): Promise<void>;
}

/** Login and consent are answered by code: the "person" is whoever `signInAs` chose. */
async function interact(provider: Provider, req: IncomingMessage, res: ServerResponse, subject: string) {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === 'login') {
    await provider.interactionFinished(req, res, { login: { accountId: subject } }, { mergeWithLastSubmission: false });
    return;
  }
  const grant = new provider.Grant({
    accountId: details.session!.accountId,
    clientId: String(details.params.client_id),
  });
  const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}

/** A Graph-API-like profile (`id`, `name`, `email`) for the OAuth 2 (Facebook) flow, at /graph/me. */
async function profile(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  accounts: Map<string, TestAccount>,
) {
  const token = req.headers.authorization?.replace(/^Bearer /i, '') ?? '';
  const accessToken = await provider.AccessToken.find(token);
  const account = accessToken?.accountId ? accounts.get(accessToken.accountId) : undefined;
  res.setHeader('content-type', 'application/json');
  if (!accessToken || !account) {
    res.statusCode = 401;
    res.end(JSON.stringify({ error: { message: 'Invalid OAuth access token' } }));
    return;
  }
  res.end(JSON.stringify({ id: accessToken.accountId, name: account.name ?? 'Pessoa', email: account.email }));
}

/**
 * A real OpenID Connect provider (oidc-provider, in-memory) on 127.0.0.1 and a random port,
 * with the given clients. It also serves `/graph/me` like Facebook's Graph API. By default
 * the e-mail is only in the userinfo answer; `isEmailInIdToken` puts it in the ID token too
 * (as Google and Apple do).
 */
export async function startIdentityProvider(
  clients: ClientMetadata[],
  options: { isEmailInIdToken?: boolean } = {},
): Promise<IdentityProvider> {
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, TestAccount>();
  let subject = '';
  const provider = new Provider(issuer, {
    clients,
    cookies: { keys: ['honora-test-cookie-key'] },
    jwks: { keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    pkce: { required: () => true },
    conformIdTokenClaims: !options.isEmailInIdToken,
    scopes: ['openid', 'email', 'profile', 'name', 'public_profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({ sub: id, email: account.email, email_verified: account.isEmailVerified, name: account.name }),
      };
    },
  });
  const callback = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    const handle = path.startsWith('/interaction/')
      ? interact(provider, req, res, subject)
      : path.startsWith('/graph/me')
        ? profile(provider, req, res, accounts)
        : Promise.resolve(callback(req, res));
    handle.catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  return {
    issuer,
    accounts,
    signInAs: (next) => void (subject = next),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * The provider's side of a browser: keeps the provider's cookies and follows its redirects
 * until it sends the browser back to `appOrigin`. Answers that URL, or the form the provider
 * posts back (response_mode=form_post).
 */
export async function followProvider(
  start: string,
  appOrigin: string,
): Promise<{ kind: 'redirect'; url: URL } | { kind: 'formPost'; url: URL; fields: Record<string, string> }> {
  const jar = new Map<string, string>();
  let url = new URL(start);
  for (let hop = 0; hop < 20; hop++) {
    if (url.origin === appOrigin) return { kind: 'redirect', url };
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || !value) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`provider answered ${response.status} without a redirect: ${html.slice(0, 500)}`);
    const fields: Record<string, string> = {};
    for (const input of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
      fields[input[1]!] = decodeHtml(input[2]!);
    }
    return { kind: 'formPost', url: new URL(decodeHtml(action)), fields };
  }
  throw new Error('too many redirects at the identity provider');
}

function decodeHtml(value: string): string {
  return value
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x2F;', '/')
    .replaceAll('&#x3D;', '=')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');
}
