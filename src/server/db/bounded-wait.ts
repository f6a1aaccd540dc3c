/**
 * Waits for `work`, but at most `ms`: past that, `late` is told (to log what is still stuck) and
 * the wait ends. For shutdown, where one resource that never settles (a pool client never released,
 * a peer that never answers a close) must not keep the process from stopping.
 */
export async function boundedWait(
  work: Promise<unknown>,
  ms: number,
  late: () => void,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  const outcome = await Promise.race([
    work.then(
      () => 'done' as const,
      () => 'done' as const,
    ),
    timeout,
  ]);
  clearTimeout(timer);
  if (outcome === 'late') late();
}
