import { authRoutes } from '@honora/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';
import { logout } from './auth.service';
import { requestPhoneCode, verifyPhoneCode } from './phone.service';
import { setSessionCookie } from './session-cookie';
import { sessionView, type ClientInfo } from './session.service';
import { createSocialProviders } from './social-providers';
import {
  finishSocialSignIn,
  formPostLocation,
  SOCIAL_FLOW_COOKIE,
  SOCIAL_FLOW_COOKIE_PATH,
  SOCIAL_FLOW_TTL_MS,
  startSocialSignIn,
  type SocialStep,
} from './social.service';

const FORM_POST_CALLBACK = /^\/api\/auth\/social\/[^/?]+\/callback(\?|$)/;

/**
 * Form bodies are read only for the providers' form-posted answers (Apple's
 * response_mode=form_post); every other public mutation stays JSON-only (decision 001).
 */
function acceptFormPostCallbacks(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 65_536 },
    (request, body, done) => {
      if (!FORM_POST_CALLBACK.test(request.url)) {
        done(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }), undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

/** Sign-in with social providers and with a phone code (platform.md §1). */
export function registerSignInRoutes(app: FastifyInstance, routes: RouteBinder, ctx: AppContext): void {
  const providers = createSocialProviders(ctx.config.socialProviders);
  const clientInfo = (request: FastifyRequest): ClientInfo => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  const flowCookie = {
    path: SOCIAL_FLOW_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.config.secureCookies,
  };
  /** Every social step answers a redirect: to the provider (flow cookie set) or to the login screen. */
  const go = (reply: FastifyReply, step: SocialStep) => {
    if (step.kind === 'toProvider') {
      reply.setCookie(SOCIAL_FLOW_COOKIE, step.flowToken, { ...flowCookie, maxAge: SOCIAL_FLOW_TTL_MS / 1000 });
    } else {
      reply.clearCookie(SOCIAL_FLOW_COOKIE, flowCookie);
      if (step.sessionToken) setSessionCookie(reply, ctx.config, step.sessionToken);
    }
    void reply.redirect(step.location, 302);
    return undefined;
  };
  acceptFormPostCallbacks(app);

  routes.public(authRoutes.socialProviders, async () => ({ providers: ctx.config.socialProviders.map((p) => p.id) }));

  routes.public(authRoutes.socialStart, async ({ params, query, request, reply }) =>
    go(reply, await startSocialSignIn(ctx, providers, { provider: params.provider, ...query }, clientInfo(request))),
  );

  routes.public(authRoutes.socialCallback, async ({ params, request, reply, auth: previous }) => {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const flowToken = request.cookies[SOCIAL_FLOW_COOKIE];
    const step = await finishSocialSignIn(
      ctx,
      providers,
      { provider: params.provider, search, flowToken },
      clientInfo(request),
    );
    if (step.kind === 'toLogin' && step.sessionToken && previous) await logout(ctx, previous);
    return go(reply, step);
  });

  routes.public(authRoutes.socialCallbackForm, async ({ params, body, reply }) => {
    void reply.redirect(formPostLocation(providers, params.provider, body), 303);
    return undefined;
  });

  routes.public(authRoutes.phoneRequest, async ({ body, request }) => {
    await requestPhoneCode(ctx, body.phone, clientInfo(request));
    return { ok: true as const };
  });

  routes.public(authRoutes.phoneVerify, async ({ body, request, reply, auth: previous }) => {
    const opened = await verifyPhoneCode(ctx, body, clientInfo(request));
    if (previous) await logout(ctx, previous);
    setSessionCookie(reply, ctx.config, opened.token);
    return { session: await sessionView(ctx, opened.auth, opened.flags) };
  });
}
