/** First retry delay; each further attempt doubles it (decision 019). */
export const RETRY_BASE_SECONDS = 5;
/** No retry waits longer than this. */
export const RETRY_MAX_SECONDS = 600;

/**
 * Seconds before the next run of a job that failed its `attempt`-th run (1-based): exponential
 * backoff, 5 s, 10 s, 20 s … capped at 10 minutes.
 */
export function retryDelaySeconds(attempt: number): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 20));
  return Math.min(RETRY_BASE_SECONDS * 2 ** exponent, RETRY_MAX_SECONDS);
}
