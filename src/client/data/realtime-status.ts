/**
 * Whether this tab's realtime socket is open now (set by RealtimeProvider). While it is, every
 * change committed from now on reaches this tab as an event, so a mutation leaves to the event
 * what it would otherwise ask the server again; while it is not, the mutation refetches.
 */
let live = false;

export const isRealtimeLive = (): boolean => live;

export function setRealtimeLive(value: boolean): void {
  live = value;
}
