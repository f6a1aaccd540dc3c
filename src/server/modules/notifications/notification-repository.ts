import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  NOTIFICATION_RETENTION_DAYS,
  NOTIFICATIONS_PAGE_SIZE,
  type AppNotification,
  type NotificationKind,
} from '@/contract/notification';
import type { Executor, RawColumns, RawRow } from '@/server/db/client';
import { notifications } from '@/server/db/schema';

/** A notification as it is written: `groupKey` makes later ones update it while it is unread. */
export interface NotificationInput {
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path in the app (the table refuses anything else). */
  link: string;
  groupKey?: string | undefined;
}

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

type Notification = typeof notifications.$inferSelect;
/** A notification's row, from the query builder (times as Dates) or a raw statement (as text). */
type Fields = Pick<
  Notification,
  'id' | 'kind' | 'title' | 'body' | 'link' | 'createdAt' | 'readAt'
>;
type Row = Fields | RawRow<Fields>;

const iso = (time: Date | string) => new Date(time).toISOString();

function toNotification(row: Row): AppNotification {
  return { ...row, createdAt: iso(row.createdAt), readAt: row.readAt ? iso(row.readAt) : null };
}

/**
 * Inserts the notification, or, when its group already has an unread one, brings that one up to
 * date instead (its text, link and time): one statement, on the unique partial index
 * `notifications_unread_group_key`, so two messages committing together still make one row.
 * Nothing (null) for a suspended or deleted account: nobody is there to be told.
 */
export async function upsertNotification(
  tx: Executor,
  input: NotificationInput,
): Promise<AppNotification | null> {
  // Raw SQL: INSERT … SELECT with ON CONFLICT on a partial unique index.
  const { rows } = await tx.execute<
    RawColumns<
      typeof notifications,
      'id' | 'kind' | 'title' | 'body' | 'link' | 'createdAt' | 'readAt'
    >
  >(sql`
    INSERT INTO notifications (user_id, kind, title, body, link, group_key)
    SELECT u.id, ${input.kind}::notification_kind, ${input.title}::text, ${input.body}::text,
      ${input.link}::text, ${input.groupKey ?? null}::text
    FROM users u WHERE u.id = ${input.userId} AND u.suspended_at IS NULL AND u.deleted_at IS NULL
    ON CONFLICT (user_id, group_key) WHERE read_at IS NULL AND group_key IS NOT NULL
    DO UPDATE SET title = excluded.title, body = excluded.body, link = excluded.link,
      created_at = now()
    RETURNING id, kind, title, body, link, created_at, read_at`);
  if (!rows[0]) return null;
  const { id, kind, title, body, link, created_at, read_at } = rows[0];
  // Raw rows: bigserial ids come as text.
  return toNotification({
    id: Number(id),
    kind,
    title,
    body,
    link,
    createdAt: created_at,
    readAt: read_at,
  });
}

/**
 * Rewrites the text of the user's notifications of a group (read or not), keeping their time and
 * read state: what they tell of changed, and they must not go on saying what is no longer so.
 * The rewritten ones, oldest first.
 */
export async function reviseGroupText(
  tx: Executor,
  userId: number,
  groupKey: string,
  text: { title: string; body: string },
): Promise<AppNotification[]> {
  const rows = await tx
    .update(notifications)
    .set(text)
    .where(and(eq(notifications.userId, userId), eq(notifications.groupKey, groupKey)))
    .returning(columns);
  return rows.map(toNotification).sort((a, b) => a.id - b.id);
}

/** The user's unread notifications (the partial index `notifications_unread_idx`). */
export async function countUnread(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/**
 * One page of the user's notifications, newest first, keyset by id (`notifications_user_idx`):
 * those older than `before`, and the id to pass for the next page (null at the end).
 */
export async function findPage(
  db: Executor,
  userId: number,
  before: number | undefined,
): Promise<{ notifications: AppNotification[]; nextBefore: number | null }> {
  const rows = await db
    .select(columns)
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        before === undefined ? undefined : lt(notifications.id, before),
      ),
    )
    .orderBy(desc(notifications.id))
    // One more than a page: whether there is a next one.
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map(toNotification);
  return {
    notifications: page,
    nextBefore: rows.length > NOTIFICATIONS_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}

/**
 * Marks one of the user's notifications read. Null when the user has no notification `id`;
 * `changed` says whether it was unread.
 */
export async function markOneRead(
  tx: Executor,
  userId: number,
  id: number,
): Promise<{ notification: AppNotification; changed: boolean } | null> {
  const own = and(eq(notifications.id, id), eq(notifications.userId, userId));
  const [marked] = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(own, isNull(notifications.readAt)))
    .returning(columns);
  if (marked) return { notification: toNotification(marked), changed: true };
  const [already] = await tx.select(columns).from(notifications).where(own);
  return already ? { notification: toNotification(already), changed: false } : null;
}

/** Marks every unread notification of the user read; how many were. */
export async function markAllRead(tx: Executor, userId: number): Promise<number> {
  const marked = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return marked.length;
}

/** Marks the user's unread notification of a group read (there is at most one); it, or null. */
export async function markGroupRead(
  tx: Executor,
  userId: number,
  groupKey: string,
): Promise<AppNotification | null> {
  const [marked] = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.groupKey, groupKey),
        isNull(notifications.readAt),
      ),
    )
    .returning(columns);
  return marked ? toNotification(marked) : null;
}

/** Rows deleted by one statement of the prune: short locks, a bounded transaction log. */
const PRUNE_BATCH = 5000;

/**
 * Deletes notifications older than NOTIFICATION_RETENTION_DAYS, a batch at a time (oldest first,
 * through `notifications_created_idx`); how many.
 */
export async function pruneOldNotifications(db: Executor): Promise<number> {
  let total = 0;
  for (;;) {
    // Raw SQL: a CTE batch (LIMIT) delete, counted.
    const { rows } = await db.execute<{ deleted: number }>(sql`
      WITH old AS (
        SELECT id FROM notifications
        WHERE created_at < now() - make_interval(days => ${NOTIFICATION_RETENTION_DAYS})
        ORDER BY created_at LIMIT ${PRUNE_BATCH})
      , deleted AS (DELETE FROM notifications n USING old WHERE n.id = old.id RETURNING 1)
      SELECT count(*)::int AS deleted FROM deleted`);
    const deleted = rows[0]?.deleted ?? 0;
    total += deleted;
    if (deleted < PRUNE_BATCH) return total;
  }
}
