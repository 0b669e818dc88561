import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { phoneVerifyBodySchema } from '@honora/contract';
import { isSamePhone, normalizeBrazilianPhone } from '@honora/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import * as authRepo from './auth.repository';
import { hashPassword, verifyPassword } from './passwords';
import * as repo from './phone.repository';
import type { ClientInfo } from './session.service';
import { signIn } from './sign-in';
import * as throttle from './throttle.repository';

export const PHONE_CODE_TTL_MS = 5 * 60_000;
export const PHONE_CODE_MAX_ATTEMPTS = 5;

function e164(raw: string): string {
  const phone = normalizeBrazilianPhone(raw);
  if (!phone) throw AppError.field('auth/invalid-phone-number', 'phone');
  return phone;
}

/** The one active user with this phone; none when several share it (who would it be?). */
async function findPhoneUser(ctx: AppContext, phone: string): Promise<authRepo.LoginUser | undefined> {
  const candidates = await authRepo.findLoginUsersByPhoneSuffix(ctx.db, phone.slice(-8));
  const matches = candidates.filter((candidate) => isSamePhone(candidate.user.phone, phone));
  if (matches.length > 1)
    ctx.log.warn({ phone, users: matches.length }, 'phone sign-in: phone shared by several users');
  return matches.length === 1 ? matches[0] : undefined;
}

function smsText(ctx: AppContext, code: string): string {
  // The last line lets browsers offer the code (WebOTP) on the app's own host only.
  const host = new URL(ctx.config.appUrl).host;
  return `Honora: seu código de acesso é ${code}. Ele vale por 5 minutos; não o compartilhe.\n\n@${host} #${code}`;
}

/**
 * Sends a 6-digit sign-in code by SMS to the phone of an active user. Requests are limited
 * per phone and per IP; an unknown phone answers alike (nothing is sent), so numbers cannot
 * be probed. Only the code's argon2id hash is kept; a new code retires the earlier ones.
 */
export async function requestPhoneCode(ctx: AppContext, rawPhone: string, client: ClientInfo): Promise<void> {
  const phone = e164(rawPhone);
  const { windowMs, phonePerKey } = ctx.config.rateLimits;
  const byIp = await throttle.hit(ctx.db, `phone:ip:${client.ip}`, windowMs);
  const byPhone = await throttle.hit(ctx.db, `phone:number:${phone}`, windowMs);
  if (byIp > phonePerKey * 4 || byPhone > phonePerKey) throw new AppError('auth/too-many-requests');
  const found = await findPhoneUser(ctx, phone);
  if (!found) return;
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await repo.deleteDeadCodes(ctx.db, phone);
  await repo.insertCode(ctx.db, {
    phone,
    userId: found.user.id,
    codeHash: await hashPassword(code),
    expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MS),
  });
  await ctx.messenger.send({ channel: 'sms', to: phone, body: smsText(ctx, code) });
}

/**
 * Signs in with the phone and the code it received: the newest code of the phone, live
 * (5 minutes, unused) and with fewer than 5 tries, spent once. Any failure answers the same
 * code, whether or not the phone is known. Throttled by IP like password sign-ins.
 */
export async function verifyPhoneCode(
  ctx: AppContext,
  input: z.output<typeof phoneVerifyBodySchema>,
  client: ClientInfo,
) {
  const { windowMs, loginPerIp } = ctx.config.rateLimits;
  if ((await throttle.hit(ctx.db, `login:ip:${client.ip}`, windowMs)) > loginPerIp) {
    throw new AppError('auth/too-many-requests');
  }
  const phone = e164(input.phone);
  const invalid = () => AppError.field('auth/invalid-verification-code', 'code');
  const live = await repo.claimAttempt(ctx.db, phone, PHONE_CODE_MAX_ATTEMPTS);
  // Without a live code the hash check still runs, so both answers take as long.
  if (!(await verifyPassword(live?.codeHash, input.code)) || !live) throw invalid();
  if (!(await repo.spendCode(ctx.db, live.id))) throw invalid();
  const found = await authRepo.findLoginUserById(ctx.db, live.userId);
  // The phone may have changed (or the user been disabled) since the code was sent.
  if (!found || !isSamePhone(found.user.phone, phone)) throw invalid();
  return signIn(ctx, found, input.workspace, client);
}
