import { loginPathOf } from '@honora/domain';
import type { ErrorCode } from '@honora/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import * as authRepo from './auth.repository';
import type { ClientInfo } from './session.service';
import { signIn, type LoginWorkspace } from './sign-in';
import { newChecks, type SocialProfile, type SocialProvider } from './social-providers';
import * as repo from './social.repository';
import * as throttle from './throttle.repository';
import { hashToken, newToken } from './tokens';

/** The browser's half of a social sign-in in progress (the table keeps its hash). */
export const SOCIAL_FLOW_COOKIE = 'honora_social';
export const SOCIAL_FLOW_COOKIE_PATH = '/api/auth/social';
export const SOCIAL_FLOW_TTL_MS = 10 * 60_000;

type Providers = ReadonlyMap<string, SocialProvider>;

/** Where the browser goes next: the provider, or the login screen (which moves on when signed in). */
export type SocialStep =
  | { kind: 'toProvider'; location: string; flowToken: string }
  | { kind: 'toLogin'; location: string; sessionToken?: string };

interface Target {
  workspace: LoginWorkspace;
  redirect: string | null;
}

function providerOf(providers: Providers, id: string): SocialProvider {
  const provider = providers.get(id);
  if (!provider) throw new AppError('auth/unknown-provider');
  return provider;
}

/** Only paths of this app are kept (no scheme, no other host, no backslashes or spaces). */
function localPath(value: string | undefined | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  return value;
}

/** The login screen of the workspace, with the error to show and the redirect to follow. */
function loginLocation(target: Target, error?: ErrorCode): string {
  const params = new URLSearchParams();
  if (error) params.set('error', error);
  if (target.redirect) params.set('redirect', target.redirect);
  const query = params.toString();
  return query ? `${loginPathOf(target.workspace)}?${query}` : loginPathOf(target.workspace);
}

function redirectUriOf(ctx: AppContext, provider: SocialProvider): string {
  return `${ctx.config.appUrl.replace(/\/+$/, '')}/api/auth/social/${provider.id}/callback`;
}

/** Failures become a code for the login screen; our side's trouble (network, timeouts) is logged. */
function codeOf(ctx: AppContext, provider: SocialProvider, error: unknown): ErrorCode {
  if (error instanceof AppError) return error.code;
  const name = (error as { name?: string } | null)?.name;
  if (error instanceof TypeError || name === 'TimeoutError' || name === 'AbortError') {
    ctx.log.error({ err: error, provider: provider.id }, 'social sign-in: provider unreachable');
    return 'auth/internal-error';
  }
  ctx.log.warn({ err: error, provider: provider.id }, 'social sign-in refused');
  return 'auth/invalid-credential';
}

async function throttleIp(ctx: AppContext, key: string): Promise<void> {
  const { windowMs, loginPerIp } = ctx.config.rateLimits;
  if ((await throttle.hit(ctx.db, key, windowMs)) > loginPerIp) throw new AppError('auth/too-many-requests');
}

/**
 * Starts a social sign-in (platform.md §1): state, nonce and PKCE verifier are kept in a
 * short-lived server-side record bound to an HttpOnly cookie, and the browser goes to the
 * provider. An unknown provider is an error ('Unknown provider'); other failures send the
 * browser back to the login screen with their code.
 */
export async function startSocialSignIn(
  ctx: AppContext,
  providers: Providers,
  input: { provider: string; redirect?: string | undefined; workspace: LoginWorkspace },
  client: ClientInfo,
): Promise<SocialStep> {
  const provider = providerOf(providers, input.provider);
  const target = { workspace: input.workspace, redirect: localPath(input.redirect) };
  try {
    await throttleIp(ctx, `social:ip:${client.ip}`);
    const checks = newChecks();
    const url = await provider.authorizationUrl(redirectUriOf(ctx, provider), checks);
    const flowToken = newToken();
    await repo.deleteExpiredFlows(ctx.db);
    await repo.insertFlow(ctx.db, {
      id: hashToken(flowToken),
      provider: provider.id,
      ...checks,
      ...target,
      expiresAt: new Date(Date.now() + SOCIAL_FLOW_TTL_MS),
    });
    return { kind: 'toProvider', location: url.href, flowToken };
  } catch (error) {
    return { kind: 'toLogin', location: loginLocation(target, codeOf(ctx, provider, error)) };
  }
}

/**
 * The user behind a provider's answer: the linked identity, or else the active user with
 * the e-mail the provider verified, which then gets linked. There is no sign-up here.
 */
async function findSocialUser(ctx: AppContext, provider: string, profile: SocialProfile): Promise<authRepo.LoginUser> {
  const linkedUserId = await repo.findIdentityUserId(ctx.db, provider, profile.subject);
  if (linkedUserId) {
    const linked = await authRepo.findLoginUserById(ctx.db, linkedUserId);
    if (!linked) throw new AppError('auth/user-not-found');
    return linked;
  }
  const found =
    profile.email && profile.isEmailVerified ? await authRepo.findLoginUser(ctx.db, profile.email) : undefined;
  if (!found) throw new AppError('auth/user-not-found');
  if (found.user.isDisabled) throw new AppError('auth/user-disabled');
  await repo.linkIdentity(ctx.db, { provider, subject: profile.subject, userId: found.user.id, email: profile.email });
  ctx.log.info({ userId: found.user.id, provider }, 'social identity linked');
  return found;
}

/**
 * Finishes a social sign-in: the flow of this browser (single use) must match the answer's
 * state; the code is exchanged and the ID token (or profile) checked by openid-client; the
 * session opens as with a password. Throttled like password sign-ins.
 */
export async function finishSocialSignIn(
  ctx: AppContext,
  providers: Providers,
  input: { provider: string; search: string; flowToken: string | undefined },
  client: ClientInfo,
): Promise<SocialStep> {
  const provider = providerOf(providers, input.provider);
  const flow = input.flowToken ? await repo.takeFlow(ctx.db, hashToken(input.flowToken)) : undefined;
  const target: Target = { workspace: flow?.workspace ?? 'CLIENT', redirect: flow?.redirect ?? null };
  try {
    await throttleIp(ctx, `login:ip:${client.ip}`);
    const answer = new URLSearchParams(input.search);
    if (!flow || flow.provider !== provider.id || answer.get('state') !== flow.state) {
      throw new AppError('auth/invalid-credential');
    }
    const callbackUrl = new URL(redirectUriOf(ctx, provider));
    callbackUrl.search = answer.toString();
    const profile = await provider.exchange(callbackUrl, flow);
    const opened = await signIn(ctx, await findSocialUser(ctx, provider.id, profile), target.workspace, client);
    return { kind: 'toLogin', location: loginLocation(target), sessionToken: opened.token };
  } catch (error) {
    return { kind: 'toLogin', location: loginLocation(target, codeOf(ctx, provider, error)) };
  }
}

/** A form-posted answer (Apple) continues as a GET to the callback, where the Lax flow cookie is sent. */
export function formPostLocation(providers: Providers, providerId: string, form: Record<string, string>): string {
  const provider = providerOf(providers, providerId);
  const answer = new URLSearchParams();
  for (const key of ['code', 'state', 'error', 'error_description', 'iss']) {
    const value = form[key];
    if (value !== undefined) answer.set(key, value);
  }
  return `${SOCIAL_FLOW_COOKIE_PATH}/${provider.id}/callback?${answer}`;
}
