import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * A value only the browser knows (its user agent, its clock's time zone): `serverValue` on the
 * server and while a server-rendered page hydrates, so both draw the same markup; the browser's
 * own value from the render after.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(neverChanges, read, () => serverValue);
}
