import type { SmsConfig } from '../../config';

/** Hands one SMS to a provider; throws when the provider refuses it. */
export interface SmsSender {
  readonly name: string;
  send(sms: { to: string; body: string }): Promise<void>;
}

const TIMEOUT_MS = 10_000;

async function ensureOk(response: Response, provider: string): Promise<void> {
  if (response.ok) return;
  const detail = (await response.text().catch(() => '')).slice(0, 300);
  throw new Error(`${provider} answered ${response.status}${detail ? `: ${detail}` : ''}`);
}

/** POST {to, body} as JSON to a URL of your own (a gateway, a queue, a test double). */
function webhookSender(config: Extract<SmsConfig, { provider: 'webhook' }>): SmsSender {
  return {
    name: 'webhook',
    async send(sms) {
      const response = await fetch(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
        },
        body: JSON.stringify({ to: sms.to, body: sms.body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await ensureOk(response, 'SMS webhook');
    },
  };
}

/** Twilio's Messages API (form-encoded, HTTP Basic with the account SID and auth token). */
function twilioSender(config: Extract<SmsConfig, { provider: 'twilio' }>): SmsSender {
  const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const credentials = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  return {
    name: 'twilio',
    async send(sms) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: sms.to, From: config.from, Body: sms.body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await ensureOk(response, 'Twilio');
    },
  };
}

/** The sender SMS_PROVIDER chooses; none → SMS stay in the outbox and the log. */
export function createSmsSender(config: SmsConfig): SmsSender | undefined {
  switch (config.provider) {
    case 'none':
      return undefined;
    case 'webhook':
      return webhookSender(config);
    case 'twilio':
      return twilioSender(config);
    default: {
      const unknown: never = config;
      throw new Error(`unknown SMS provider ${JSON.stringify(unknown)}`);
    }
  }
}
