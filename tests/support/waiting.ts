/**
 * How tests wait: for a condition, never for a fixed time. A fixed sleep standing in for a
 * condition (a socket connected, a job run, "nothing more happened") is too short on a busy
 * machine (a flaky test) and too long everywhere else (a slow one). Instead:
 * - for something to happen: `until(check)` here, `expect.poll` in a browser test;
 * - for a realtime socket to be live: `socketIsLive` / `pageSocketIsLive` (sockets.ts);
 * - for something NOT to happen: wait for a positive signal that would have come after it, then
 *   check (a later event: `publishMarker` in sockets.ts; a later e-mail through the same queue;
 *   the answer to a later request).
 *
 * The timers of tests/ live in this file only: the interval of `until`'s poll, and
 * `simulatedDelay`, which a load simulation uses where time itself is what it models.
 */

const tick = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether `check` holds within `ms` milliseconds, asking every 25 ms; false when time is up. */
export async function holdsWithin(
  check: () => boolean | Promise<boolean>,
  ms: number,
): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await tick(25);
  }
  return true;
}

/** Waits until `check` holds, asking every 25 ms; throws (naming `what`) after `ms` milliseconds. */
export async function until(
  check: () => boolean | Promise<boolean>,
  ms = 5000,
  what = 'the condition',
): Promise<void> {
  if (!(await holdsWithin(check, ms)))
    throw new Error(`timed out after ${ms} ms waiting for ${what}`);
}

/**
 * Lets `ms` of a simulated person's time pass: their think time between actions, their start in
 * a ramp-up, a client's back-off before it reconnects (as the app's client waits 3 s), the length
 * of a load run. Only where the delay is what the simulation models, never to wait for something
 * to happen (use `until`).
 */
export const simulatedDelay = (ms: number): Promise<void> => tick(ms);
