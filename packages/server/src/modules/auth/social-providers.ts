import type { SocialProviderId } from '@honora/contract';
import * as oidc from 'openid-client';
import type { OAuthProviderConfig, OidcProviderConfig, SocialProviderConfig } from '../../config';

/** Who the provider says signed in. */
export interface SocialProfile {
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
}

export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** One configured provider, through openid-client. */
export interface SocialProvider {
  readonly id: SocialProviderId;
  authorizationUrl(redirectUri: string, checks: AuthorizationChecks): Promise<URL>;
  /** Exchanges the code of `callbackUrl` (redirect URI + the provider's answer) and reads the profile. */
  exchange(callbackUrl: URL, checks: AuthorizationChecks): Promise<SocialProfile>;
}

const TIMEOUT_SECONDS = 10;

/** Plain-http endpoints are accepted only on this machine (a local identity provider in tests). */
function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

function clientAuth(secret: string | undefined): oidc.ClientAuth {
  return secret ? oidc.ClientSecretPost(secret) : oidc.None();
}

/** Apple sends `email_verified` as the string "true". */
function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

function emailOf(value: unknown): string | null {
  return typeof value === 'string' && value.includes('@') ? value.trim().toLowerCase() : null;
}

/** Discovery is done once, on first use; a failure is retried on the next sign-in. */
function cached<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

async function authorizationUrl(
  config: oidc.Configuration,
  scope: string,
  redirectUri: string,
  checks: AuthorizationChecks,
  extra: Record<string, string>,
): Promise<URL> {
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope,
    state: checks.state,
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
    ...extra,
  });
}

function openIdProvider(p: OidcProviderConfig): SocialProvider {
  const configuration = cached(() => {
    const issuer = new URL(p.issuer);
    return oidc.discovery(issuer, p.clientId, undefined, clientAuth(p.clientSecret), {
      timeout: TIMEOUT_SECONDS,
      ...(isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
  });
  return {
    id: p.id,
    async authorizationUrl(redirectUri, checks) {
      const extra: Record<string, string> = { nonce: checks.nonce };
      if (p.responseMode === 'form_post') extra.response_mode = 'form_post';
      return authorizationUrl(await configuration(), p.scope, redirectUri, checks, extra);
    },
    async exchange(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      let { email, email_verified: verified } = claims as { email?: unknown; email_verified?: unknown };
      // Some providers put the e-mail only in the userinfo answer.
      if (!email && config.serverMetadata().userinfo_endpoint) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        ({ email, email_verified: verified } = info);
      }
      return { subject: claims.sub, email: emailOf(email), isEmailVerified: isTrue(verified) };
    },
  };
}

/**
 * Facebook is OAuth 2 without ID tokens: the profile comes from the Graph API's /me. It only
 * answers an e-mail the person confirmed with Facebook, so that e-mail counts as verified.
 */
function oauthProvider(p: OAuthProviderConfig): SocialProvider {
  const authorizationEndpoint = new URL(p.authorizationUrl);
  const server: oidc.ServerMetadata = {
    issuer: authorizationEndpoint.origin,
    authorization_endpoint: p.authorizationUrl,
    token_endpoint: p.tokenUrl,
  };
  const config = new oidc.Configuration(server, p.clientId, undefined, clientAuth(p.clientSecret));
  config.timeout = TIMEOUT_SECONDS;
  if (isLoopback(authorizationEndpoint)) oidc.allowInsecureRequests(config);
  return {
    id: p.id,
    authorizationUrl: async (redirectUri, checks) => authorizationUrl(config, p.scope, redirectUri, checks, {}),
    async exchange(callbackUrl, checks) {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
      });
      const response = await oidc.fetchProtectedResource(config, tokens.access_token, new URL(p.userinfoUrl), 'GET');
      if (!response.ok) throw new Error(`profile endpoint answered ${response.status}`);
      const profile = (await response.json()) as { id?: unknown; email?: unknown };
      if (typeof profile.id !== 'string' || !profile.id) throw new Error('profile without id');
      const email = emailOf(profile.email);
      return { subject: profile.id, email, isEmailVerified: email !== null };
    },
  };
}

/** The configured providers by id (only those with a client id are configured). */
export function createSocialProviders(configs: readonly SocialProviderConfig[]): Map<string, SocialProvider> {
  return new Map(configs.map((p) => [p.id, p.kind === 'oidc' ? openIdProvider(p) : oauthProvider(p)]));
}

/** Fresh state, nonce and PKCE verifier for one authorization request. */
export function newChecks(): AuthorizationChecks {
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}
