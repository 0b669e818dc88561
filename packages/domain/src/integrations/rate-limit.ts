/**
 * Sliding-window rate limits (decision 054: Conta Azul allows 10 calls a second and 600 a minute
 * per connected account). Pure: the caller keeps the times of the calls it made and asks how
 * long to wait before the next one.
 */
export interface RateWindow {
  /** Calls allowed within any window of `ms` milliseconds. */
  limit: number;
  ms: number;
}

/** Conta Azul's public API limits per connected account. */
export const CONTA_AZUL_RATE_WINDOWS: readonly RateWindow[] = [
  { limit: 10, ms: 1000 },
  { limit: 600, ms: 60_000 },
];

/**
 * Milliseconds to wait from `now` so that one more call stays within every window, given the
 * times (ascending, ms) of the calls already made. A call at time t counts in the window
 * (t' - ms, t'] of a later call t'.
 */
export function rateLimitDelay(history: readonly number[], now: number, windows: readonly RateWindow[]): number {
  let at = now;
  for (const w of windows) {
    if (history.length < w.limit) continue;
    // The call `limit` places back must have left the window: next ≥ that call + ms.
    const blocking = history[history.length - w.limit]!;
    at = Math.max(at, blocking + w.ms);
  }
  return at - now;
}

/** The longest window: older call times never matter again and may be dropped. */
export function rateHistorySpan(windows: readonly RateWindow[]): number {
  return windows.reduce((max, w) => Math.max(max, w.ms), 0);
}

/**
 * The least time (ms) `calls` calls can take under the windows when they start at once: the
 * time of the last call, each call made as early as the limits allow.
 */
export function minimumDuration(calls: number, windows: readonly RateWindow[]): number {
  const history: number[] = [];
  let now = 0;
  for (let i = 0; i < calls; i += 1) {
    now += rateLimitDelay(history, now, windows);
    history.push(now);
  }
  return calls === 0 ? 0 : history[history.length - 1]!;
}
