/** Resolves after `ms` milliseconds. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, asking every 25 ms; throws after `ms` milliseconds. */
export async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await pause(25);
  }
}
