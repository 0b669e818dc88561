import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXPORT_JOB_ROWS, type SocialProviderId } from '@honora/contract';

export interface RateLimitConfig {
  /** Sign-in attempts per IP in a window. */
  loginPerIp: number;
  /** Failed sign-ins per e-mail in a window. */
  loginFailuresPerEmail: number;
  /** Password-reset requests per IP and per e-mail in a window. */
  resetPerKey: number;
  /** SMS code requests per phone in a window (four times as many per IP). */
  phonePerKey: number;
  /** Public form responses per IP in a window (decision 057; FORMS_RATE_LIMIT_IP). */
  formResponsesPerIp: number;
  windowMs: number;
}

/** Google and Apple: OpenID Connect, endpoints found by discovery from the issuer. */
export interface OidcProviderConfig {
  id: SocialProviderId;
  kind: 'oidc';
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  scope: string;
  /** Apple answers by form post when the e-mail is asked for. */
  responseMode: 'query' | 'form_post';
}

/** Facebook: plain OAuth 2 with a profile endpoint (no ID token). */
export interface OAuthProviderConfig {
  id: SocialProviderId;
  kind: 'oauth2';
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string | undefined;
  scope: string;
}

export type SocialProviderConfig = OidcProviderConfig | OAuthProviderConfig;

/** Where SMS go besides the outbox: nowhere (outbox and log only), a JSON webhook, or Twilio. */
export type SmsConfig =
  | { provider: 'none' }
  | { provider: 'webhook'; url: string; token: string | undefined }
  | { provider: 'twilio'; accountSid: string; authToken: string; from: string; apiUrl: string };

/** An S3-compatible bucket (decision 020). Without credentials the SDK's default chain gives them. */
export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** Another S3-compatible server (MinIO, Ceph…); absent → AWS S3 of the region. */
  endpoint: string | undefined;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (most compatible servers want it). */
  forcePathStyle: boolean;
}

/** Where stored files go: the local disk under dataDir (default, one process), or S3 (S3_BUCKET set). */
export type FileStorageConfig = { kind: 'local' } | S3StorageConfig;

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL URL; absent → embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Built web app served at /; absent folder → API only. */
  webDist: string;
  /** Public address of the app, used in e-mailed links. */
  appUrl: string;
  smtp: { url: string; from: string } | undefined;
  sessionTtlMs: number;
  secureCookies: boolean;
  rateLimits: RateLimitConfig;
  /** Only providers with a client id; the sign-in screen offers exactly these. */
  socialProviders: SocialProviderConfig[];
  sms: SmsConfig;
  logLevel: string;
  /**
   * The ANS schema folder (one sub-folder per TISS version, e.g. shared/tiss/xsd): when set,
   * every generated XML is also validated against the XSD of its version; unset → only the
   * built-in checks run.
   */
  tissSchemaDir: string | undefined;
  fileStorage: FileStorageConfig;
  /**
   * The job runner of this process (decision 019): jobs run at the same time (JOB_CONCURRENCY,
   * default 2; 0 runs none here — the process only serves requests) and the fallback poll
   * (JOB_POLL_MS, default 2000); a RUNNING job whose heartbeat is older than JOB_STALE_SECONDS
   * (default 60, at least 3) was cut off and any process settles it.
   */
  jobs: { concurrency: number; pollMs: number; staleSeconds: number };
  /** Exports over this many rows run as a job and answer 202 (EXPORT_JOB_ROWS, default 10000; decision 019). */
  exportJobRows: number;
  /**
   * External integrations (decision 053): the AES-256-GCM key of their stored secrets
   * (INTEGRATIONS_SECRET_KEY, 32 bytes in base64; unset → generated once into
   * DATA_DIR/integrations.key), and whether the local fake registry is mounted at /fake-registry
   * (FAKE_REGISTRY=true; `npm start` sets it for the demo).
   */
  integrations: { secretKey: string | undefined; fakeRegistry: boolean };
  /**
   * Conta Azul (decision 054): the app's OAuth client (CONTAAZUL_CLIENT_ID / _SECRET; unset → the
   * export is not offered), its auth and API addresses, and whether the local fake is mounted at
   * /fake-contaazul (FAKE_CONTAAZUL=true; without a client id it then also serves as the remote).
   */
  contaAzul: { clientId: string; clientSecret: string; authUrl: string; apiUrl: string } | undefined;
  fakeContaAzul: boolean;
  /**
   * The read-only query console (decision 061): the statement timeout (ADMIN_QUERY_TIMEOUT_MS,
   * default 5000) and the most rows a run answers (ADMIN_QUERY_MAX_ROWS, default 1000).
   */
  adminQuery: { timeoutMs: number; maxRows: number };
}

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** A count that may be 0 (a missing or bad value takes the fallback). */
function countFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
}

/** Reads configuration from the environment (README lists every variable). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env.PORT, 3000);
  const appUrl = env.APP_URL ?? `http://localhost:${port}`;
  return {
    port,
    host: env.HOST ?? 'localhost',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? join(process.cwd(), 'data')),
    webDist: resolve(env.WEB_DIST ?? join(repoRoot, 'packages/web/dist')),
    appUrl,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.SMTP_FROM ?? 'Honora <nao-responda@honora.app>' } : undefined,
    sessionTtlMs: intFrom(env.SESSION_TTL_HOURS, 24 * 7) * 3_600_000,
    secureCookies: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : appUrl.startsWith('https://'),
    rateLimits: {
      loginPerIp: intFrom(env.AUTH_RATE_LIMIT_IP, 60),
      loginFailuresPerEmail: intFrom(env.AUTH_RATE_LIMIT_EMAIL, 8),
      resetPerKey: intFrom(env.AUTH_RATE_LIMIT_RESET, 5),
      phonePerKey: intFrom(env.AUTH_RATE_LIMIT_PHONE, 5),
      formResponsesPerIp: intFrom(env.FORMS_RATE_LIMIT_IP, 30),
      windowMs: intFrom(env.AUTH_RATE_LIMIT_WINDOW_MINUTES, 15) * 60_000,
    },
    socialProviders: socialProvidersFrom(env),
    sms: smsFrom(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    tissSchemaDir: env.TISS_SCHEMA_DIR ? resolve(env.TISS_SCHEMA_DIR) : undefined,
    fileStorage: fileStorageFrom(env),
    jobs: {
      concurrency: countFrom(env.JOB_CONCURRENCY, 2),
      pollMs: intFrom(env.JOB_POLL_MS, 2000),
      staleSeconds: Math.max(3, intFrom(env.JOB_STALE_SECONDS, 60)),
    },
    exportJobRows: intFrom(env.EXPORT_JOB_ROWS, EXPORT_JOB_ROWS),
    integrations: { secretKey: env.INTEGRATIONS_SECRET_KEY || undefined, fakeRegistry: env.FAKE_REGISTRY === 'true' },
    contaAzul: contaAzulFrom(env, appUrl),
    fakeContaAzul: env.FAKE_CONTAAZUL === 'true',
    adminQuery: {
      timeoutMs: intFrom(env.ADMIN_QUERY_TIMEOUT_MS, 5000),
      maxRows: intFrom(env.ADMIN_QUERY_MAX_ROWS, 1000),
    },
  };
}

/** The fake's demo client (fake-contaazul.ts) when FAKE_CONTAAZUL=true and no real client is set. */
export const FAKE_CONTAAZUL_CLIENT = {
  id: 'demo-contaazul',
  secret: 'demo-contaazul-secret',
  prefix: '/fake-contaazul',
};

function contaAzulFrom(env: NodeJS.ProcessEnv, appUrl: string): Config['contaAzul'] {
  if (env.CONTAAZUL_CLIENT_ID) {
    return {
      clientId: env.CONTAAZUL_CLIENT_ID,
      clientSecret: env.CONTAAZUL_CLIENT_SECRET ?? '',
      authUrl: env.CONTAAZUL_AUTH_URL ?? 'https://auth.contaazul.com',
      apiUrl: env.CONTAAZUL_API_URL ?? 'https://api-v2.contaazul.com',
    };
  }
  if (env.FAKE_CONTAAZUL !== 'true') return undefined;
  const fake = `${appUrl.replace(/\/+$/, '')}${FAKE_CONTAAZUL_CLIENT.prefix}`;
  return {
    clientId: FAKE_CONTAAZUL_CLIENT.id,
    clientSecret: FAKE_CONTAAZUL_CLIENT.secret,
    authUrl: fake,
    apiUrl: fake,
  };
}

const FACEBOOK_GRAPH = 'https://graph.facebook.com/v23.0';

function oidcProvider(
  env: NodeJS.ProcessEnv,
  id: 'google' | 'apple',
  defaults: { issuer: string; scope: string; responseMode: OidcProviderConfig['responseMode'] },
): OidcProviderConfig | undefined {
  const prefix = `OIDC_${id.toUpperCase()}`;
  const clientId = env[`${prefix}_CLIENT_ID`];
  if (!clientId) return undefined;
  return {
    id,
    kind: 'oidc',
    issuer: env[`${prefix}_ISSUER`] || defaults.issuer,
    clientId,
    clientSecret: env[`${prefix}_CLIENT_SECRET`] || undefined,
    scope: defaults.scope,
    responseMode: defaults.responseMode,
  };
}

function socialProvidersFrom(env: NodeJS.ProcessEnv): SocialProviderConfig[] {
  const google = oidcProvider(env, 'google', {
    issuer: 'https://accounts.google.com',
    scope: 'openid email profile',
    responseMode: 'query',
  });
  const apple = oidcProvider(env, 'apple', {
    issuer: 'https://appleid.apple.com',
    scope: 'openid email name',
    responseMode: 'form_post',
  });
  const facebook: OAuthProviderConfig | undefined = env.OAUTH_FACEBOOK_CLIENT_ID
    ? {
        id: 'facebook',
        kind: 'oauth2',
        authorizationUrl: env.OAUTH_FACEBOOK_AUTHORIZATION_URL || 'https://www.facebook.com/v23.0/dialog/oauth',
        tokenUrl: env.OAUTH_FACEBOOK_TOKEN_URL || `${FACEBOOK_GRAPH}/oauth/access_token`,
        userinfoUrl: env.OAUTH_FACEBOOK_USERINFO_URL || `${FACEBOOK_GRAPH}/me?fields=id,name,email`,
        clientId: env.OAUTH_FACEBOOK_CLIENT_ID,
        clientSecret: env.OAUTH_FACEBOOK_CLIENT_SECRET || undefined,
        scope: 'email public_profile',
      }
    : undefined;
  return [google, apple, facebook].filter((p): p is SocialProviderConfig => p !== undefined);
}

function required(env: NodeJS.ProcessEnv, name: string, why: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is required when ${why}`);
  return value;
}

function smsFrom(env: NodeJS.ProcessEnv): SmsConfig {
  const provider = env.SMS_PROVIDER || 'none';
  switch (provider) {
    case 'none':
      return { provider };
    case 'webhook':
      return {
        provider,
        url: required(env, 'SMS_WEBHOOK_URL', 'SMS_PROVIDER=webhook'),
        token: env.SMS_WEBHOOK_TOKEN || undefined,
      };
    case 'twilio':
      return {
        provider,
        accountSid: required(env, 'TWILIO_ACCOUNT_SID', 'SMS_PROVIDER=twilio'),
        authToken: required(env, 'TWILIO_AUTH_TOKEN', 'SMS_PROVIDER=twilio'),
        from: required(env, 'TWILIO_FROM', 'SMS_PROVIDER=twilio'),
        apiUrl: env.TWILIO_API_URL || 'https://api.twilio.com',
      };
    default:
      throw new Error(`SMS_PROVIDER must be none, webhook or twilio (got "${provider}")`);
  }
}

function fileStorageFrom(env: NodeJS.ProcessEnv): FileStorageConfig {
  const bucket = env.S3_BUCKET;
  if (!bucket) {
    const stray = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].find((name) => env[name]);
    if (stray) throw new Error(`S3_BUCKET is required when ${stray} is set`);
    return { kind: 'local' };
  }
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http(s) URL (got "${endpoint}")`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the default credentials)');
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE || 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') {
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false (got "${pathStyle}")`);
  }
  return {
    kind: 's3',
    bucket,
    region: env.S3_REGION || 'us-east-1',
    endpoint,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: pathStyle === 'true',
  };
}
