import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { parseRealtimeEvent, type RealtimeEvent } from '@/contract/realtime';
import {
  invalidateAll,
  type CacheEventType,
  type CacheWriters,
  type RealtimeDomain,
} from './cache-writing';
import { questionRealtime } from './company-questions';
import { conversationRealtime } from './conversation-cache';
import { invoiceRealtime } from './invoices';
import { leadRealtime } from './lead-cache';
import { notificationRealtime } from './notifications';
import { quoteRealtime } from './quote-cache';
import { visitRealtime } from './visits';

/**
 * Realtime events written into the query cache, each by the domain whose data it changes
 * (docs/decisions/012): a new event is its schema in src/contract/realtime.ts and its writer in
 * its domain's `…Realtime`. Each event is one change, written once: nothing is fetched unless the
 * event misses its data or shows a gap.
 */
export const REALTIME_DOMAINS = [
  conversationRealtime,
  quoteRealtime,
  leadRealtime,
  notificationRealtime,
  visitRealtime,
  invoiceRealtime,
  questionRealtime,
] as const satisfies readonly RealtimeDomain[];

type WrittenTypes<D> = D extends { writers: infer W } ? keyof W : never;
type Unwritten = Exclude<CacheEventType, WrittenTypes<(typeof REALTIME_DOMAINS)[number]>>;
/** Every event of the contract has a writer: a type without one fails to compile here. */
const everyEventWritten: [Unwritten] extends [never] ? true : Unwritten = true;
void everyEventWritten;

type Writer = (client: QueryClient, event: RealtimeEvent, me: number | undefined) => void;

/** The writers of each type, from every domain that registered one. */
const writersByType = new Map<string, Writer[]>();
for (const domain of REALTIME_DOMAINS) {
  const writers: CacheWriters = domain.writers;
  for (const type of Object.keys(writers) as CacheEventType[]) {
    // Called only with events of its type (below), which is what the writer takes.
    const writer = writers[type] as Writer | undefined;
    if (writer) writersByType.set(type, [...(writersByType.get(type) ?? []), writer]);
  }
}

/** The event types some domain writes into the cache. */
export const writtenTypes = (): string[] => [...writersByType.keys()];

/**
 * One realtime event written into the cache of the user `me`, by every domain that writes it.
 * Every write of one event reaches the screens together: one render, never a state in between (a
 * thread already marked read beside a count not yet lowered would ask to mark it read again).
 */
export function applyRealtimeEvent(
  client: QueryClient,
  event: RealtimeEvent,
  me: number | undefined,
): void {
  const writers = writersByType.get(event.type);
  if (!writers) return;
  notifyManager.batch(() => {
    for (const write of writers) write(client, event, me);
  });
}

/**
 * One message of the socket: the event it carries, checked against the contract's schema, or null
 * (logged, and nothing written) when it is not one of them.
 */
export function readRealtimeMessage(data: string): RealtimeEvent | null {
  const { event, error } = parseRealtimeEvent(data);
  if (event) return event;
  console.warn(`Dropped a malformed realtime event (${error}): ${data.slice(0, 500)}`);
  return null;
}

/**
 * One message of the socket received by the user `me`: checked, then written into the cache. The
 * event, for the socket's own handling, or null when it was dropped.
 */
export function receiveRealtimeMessage(
  client: QueryClient,
  data: string,
  me: number | undefined,
): RealtimeEvent | null {
  const event = readRealtimeMessage(data);
  if (event) applyRealtimeEvent(client, event, me);
  return event;
}

/** After a reconnect: what events missed in between could have changed, in every domain. */
export function refetchAfterReconnect(client: QueryClient): void {
  for (const domain of REALTIME_DOMAINS) invalidateAll(client, domain.afterReconnect);
}
