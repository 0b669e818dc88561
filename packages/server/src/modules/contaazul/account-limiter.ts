import { CONTA_AZUL_RATE_WINDOWS, rateHistorySpan, rateLimitDelay, type RateWindow } from '@honora/domain';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls to one account pass here (decision 054): at most 10 a second and 600 a minute, in the
 * order they asked. One limiter per connected account in the process.
 */
export class AccountLimiter {
  private readonly history: number[] = [];
  private queue: Promise<void> = Promise.resolve();
  constructor(private readonly windows: readonly RateWindow[] = CONTA_AZUL_RATE_WINDOWS) {}

  acquire(): Promise<void> {
    const turn = this.queue.then(async () => {
      const delay = rateLimitDelay(this.history, Date.now(), this.windows);
      if (delay > 0) await sleep(delay);
      const now = Date.now();
      this.history.push(now);
      const span = rateHistorySpan(this.windows);
      while (this.history.length > 0 && this.history[0]! <= now - span) this.history.shift();
    });
    this.queue = turn.catch(() => undefined);
    return turn;
  }
}

/**
 * A call reaches Conta Azul a little after it leaves: without a guard, a call sent as a window
 * ends can arrive inside it and be refused (429, then a whole second's wait). Each window is
 * kept this much longer here.
 */
export const ARRIVAL_GUARD_MS = 25;
const GUARDED_WINDOWS = CONTA_AZUL_RATE_WINDOWS.map((w) => ({ ...w, ms: w.ms + ARRIVAL_GUARD_MS }));

const limiters = new Map<string, AccountLimiter>();
/** The process's limiter of an account (its integration id). */
export function limiterFor(account: string): AccountLimiter {
  let limiter = limiters.get(account);
  if (!limiter) {
    limiter = new AccountLimiter(GUARDED_WINDOWS);
    limiters.set(account, limiter);
  }
  return limiter;
}
