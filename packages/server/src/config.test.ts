import { describe, expect, it } from 'vitest';
import { loadConfig, type S3StorageConfig } from './config';

describe('loadConfig: social providers', () => {
  it('offers none by default', () => {
    expect(loadConfig({}).socialProviders).toEqual([]);
  });

  it('offers a provider only when it has a client id, with the real endpoints by default', () => {
    const config = loadConfig({
      OIDC_GOOGLE_CLIENT_ID: 'g',
      OIDC_GOOGLE_CLIENT_SECRET: 'gs',
      OIDC_APPLE_CLIENT_SECRET: 'sem id',
      OAUTH_FACEBOOK_CLIENT_ID: 'f',
    });
    expect(config.socialProviders).toEqual([
      {
        id: 'google',
        kind: 'oidc',
        issuer: 'https://accounts.google.com',
        clientId: 'g',
        clientSecret: 'gs',
        scope: 'openid email profile',
        responseMode: 'query',
      },
      {
        id: 'facebook',
        kind: 'oauth2',
        authorizationUrl: 'https://www.facebook.com/v23.0/dialog/oauth',
        tokenUrl: 'https://graph.facebook.com/v23.0/oauth/access_token',
        userinfoUrl: 'https://graph.facebook.com/v23.0/me?fields=id,name,email',
        clientId: 'f',
        clientSecret: undefined,
        scope: 'email public_profile',
      },
    ]);
  });

  it('asks Apple to answer by form post, and takes another issuer', () => {
    const [apple] = loadConfig({ OIDC_APPLE_CLIENT_ID: 'a', OIDC_APPLE_ISSUER: 'http://127.0.0.1:9' }).socialProviders;
    expect(apple).toMatchObject({ id: 'apple', issuer: 'http://127.0.0.1:9', responseMode: 'form_post' });
  });
});

describe('loadConfig: SMS', () => {
  it('keeps SMS in the outbox without a provider', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'none' });
  });

  it('reads the webhook and Twilio settings', () => {
    expect(loadConfig({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example/x' }).sms).toEqual({
      provider: 'webhook',
      url: 'https://sms.example/x',
      token: undefined,
    });
    expect(
      loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1' }).sms,
    ).toEqual({ provider: 'twilio', accountSid: 'AC', authToken: 't', from: '+1', apiUrl: 'https://api.twilio.com' });
  });

  it('stops at start on an unknown provider or a missing setting', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'pombo' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ SMS_PROVIDER: 'webhook' })).toThrow(/SMS_WEBHOOK_URL/);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC' })).toThrow(/TWILIO_AUTH_TOKEN/);
  });

  it('reads the phone rate limit', () => {
    expect(loadConfig({}).rateLimits.phonePerKey).toBe(5);
    expect(loadConfig({ AUTH_RATE_LIMIT_PHONE: '9' }).rateLimits.phonePerKey).toBe(9);
  });
});

const env = {
  S3_BUCKET: 'honora-files',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_REGION: 'sa-east-1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_FORCE_PATH_STYLE: 'true',
};

describe('loadConfig: file storage', () => {
  it('takes S3 only with a bucket; refuses half a configuration with a clear message', () => {
    expect(loadConfig({}).fileStorage).toEqual({ kind: 'local' });
    expect(loadConfig(env).fileStorage).toEqual<S3StorageConfig>({
      kind: 's3',
      bucket: 'honora-files',
      region: 'sa-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'b' }).fileStorage).toMatchObject({ region: 'us-east-1', credentials: undefined });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://s3' })).toThrow('S3_BUCKET is required when S3_ENDPOINT is set');
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow('go together');
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' })).toThrow('http(s) URL');
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow('true or false');
  });
});
