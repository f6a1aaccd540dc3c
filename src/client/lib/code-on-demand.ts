/**
 * A piece of code fetched when first wanted (a popover's chunk), one fetch for every user of it.
 * `loaded` is the code once it is there, so a component drawn later takes it at once. A fetch that
 * fails (the server restarting, the connection gone) is forgotten: the next `load` fetches again
 * instead of answering the old failure forever. `preload` is for the fetch nobody waits on (the
 * browser is idle): it never rejects, and gives `undefined` when the code could not come.
 */
export function codeOnDemand<T>(fetch: () => Promise<T>) {
  let pending: Promise<T> | undefined;
  const code = {
    loaded: undefined as T | undefined,
    load(): Promise<T> {
      pending ??= fetch().then(
        (value) => (code.loaded = value),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    preload(): Promise<T | undefined> {
      return code.load().catch(() => undefined);
    },
  };
  return code;
}
