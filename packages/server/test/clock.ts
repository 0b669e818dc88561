/**
 * Waits for the clock, not for a fixed pause: resolves as soon as the wall clock has passed
 * `instant` (epoch milliseconds), yielding to the event loop meanwhile. The database (PGlite or
 * PostgreSQL on this machine) reads the same clock.
 */
export async function clockPast(instant: number): Promise<void> {
  while (Date.now() <= instant) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * An instant (ISO, milliseconds, as `updatedSince` takes it) strictly after everything written
 * before the call and strictly before everything written after it: the millisecond of the last
 * write has ended when it is taken, and has ended again when it is answered.
 */
export async function instantBetween(): Promise<string> {
  await clockPast(Date.now());
  const at = Date.now();
  await clockPast(at);
  return new Date(at).toISOString();
}
