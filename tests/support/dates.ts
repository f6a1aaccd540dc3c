/** The UTC calendar date (YYYY-MM-DD) this many days from now: estimate start and validity dates. */
export const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
