import { eq, sql } from 'drizzle-orm';
import { closedReason, outcomeOf, type SenderType } from '@/contract/message';
import type { AuditEntry, HeldMessage } from '@/contract/moderation';
import type { Pagination } from '@/contract/common';
import type { AppConfig } from '@/server/config';
import type { Database, Executor } from '@/server/db/client';
import { heldMessages } from '@/server/db/schema';
import { cappedCount, paginationOf } from '@/server/db/paging';
import { conflict, notFound } from '@/server/platform/errors';
import type { JobQueue } from '@/server/platform/jobs';
import type { SessionUser } from '@/server/platform/session';
import { ADMIN_PAGE_SIZE, pageOffset } from './admin-paging';
import { appendAuditEntry } from './audit-log';
import { findConversationParties, lockQuote } from '../conversations';
import { deliverMessage } from '../messages';
import { objectUrl } from '../objects';

/**
 * The admins' side of message safety (docs/decisions/028): the queue of held messages, and the
 * decision on each. Approving delivers the message as if it were sent then; rejecting keeps it
 * from the other side for good. Each decision writes one audit row in its transaction.
 */

interface HeldRow extends Record<string, unknown> {
  id: number;
  status: HeldMessage['status'];
  reason: HeldMessage['reason'];
  message: string;
  image_object_id: number | null;
  created_at: Date;
  decided_at: Date | null;
  message_id: number | null;
  quote_id: number;
  quote_name: string;
  company_id: number;
  company_name: string;
  sender_id: number;
  sender_type: SenderType;
  first_name: string;
  last_name: string;
  email: string;
  account_created_at: Date;
}

const HELD_COLUMNS = sql`h.id, h.status, h.reason, h.message, h.image_object_id, h.created_at,
  h.decided_at, h.message_id::float8 AS message_id, h.quote_id, q.quote_name, h.company_id,
  c.name AS company_name, h.sender_id, h.sender_type, u.first_name, u.last_name, u.email,
  u.created_at AS account_created_at`;
const HELD_FROM = sql`held_messages h JOIN quotes q ON q.id = h.quote_id
  JOIN companies c ON c.id = h.company_id JOIN users u ON u.id = h.sender_id`;

const iso = (time: Date | string) => new Date(time).toISOString();

function toHeldMessage(row: HeldRow): HeldMessage {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    message: row.message,
    image: row.image_object_id === null ? null : objectUrl(row.image_object_id),
    createdAt: iso(row.created_at),
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
    messageId: row.message_id === null ? null : Number(row.message_id),
    quote: { id: row.quote_id, name: row.quote_name },
    company: { id: row.company_id, name: row.company_name },
    sender: {
      id: row.sender_id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      side: row.sender_type,
      accountCreatedAt: iso(row.account_created_at),
    },
  };
}

async function findHeld(db: Executor, id: number): Promise<HeldMessage> {
  const { rows } = await db.execute<HeldRow>(
    sql`SELECT ${HELD_COLUMNS} FROM ${HELD_FROM} WHERE h.id = ${id}`,
  );
  return toHeldMessage(rows[0]!);
}

/**
 * GET /api/admin/held-messages: those waiting first, then the decided ones, each oldest first
 * (the status enum orders held < approved < rejected, so held_messages_queue_idx walks it).
 */
export async function listHeldMessages(
  db: Executor,
  page: number,
): Promise<{ heldMessages: HeldMessage[]; heldCount: number; pagination: Pagination }> {
  const [{ rows }, { rows: counted }, { rows: held }] = await Promise.all([
    db.execute<HeldRow>(sql`
      SELECT ${HELD_COLUMNS} FROM ${HELD_FROM}
      ORDER BY h.status, h.created_at, h.id
      LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${pageOffset(page)}`),
    db.execute<{ n: number }>(cappedCount(sql`SELECT 1 FROM held_messages`)),
    db.execute<{ n: number }>(heldCountQuery),
  ]);
  return {
    heldMessages: rows.map(toHeldMessage),
    heldCount: held[0]!.n,
    pagination: paginationOf(counted[0]!.n, page, ADMIN_PAGE_SIZE),
  };
}

/** How many messages wait for a decision (capped as every admin count). */
export const heldCountQuery = cappedCount(sql`SELECT 1 FROM held_messages WHERE status = 'held'`);

/**
 * Locks a held entry for a decision: 404 if there is none, 409 if it was decided already; else the
 * message as it waits to be delivered.
 */
async function lockUndecided(tx: Executor, id: number) {
  const [row] = await tx
    .select({
      status: heldMessages.status,
      quoteId: heldMessages.quoteId,
      companyId: heldMessages.companyId,
      senderId: heldMessages.senderId,
      senderType: heldMessages.senderType,
      message: heldMessages.message,
      imageObjectId: heldMessages.imageObjectId,
    })
    .from(heldMessages)
    .where(eq(heldMessages.id, id))
    .for('update');
  if (!row) throw notFound('Held message not found');
  const { status, ...held } = row;
  if (status !== 'held') throw conflict(`This message was already ${status}.`);
  return held;
}

export interface ReviewDeps {
  db: Database;
  jobs: JobQueue;
  config: AppConfig;
}

type Decision = { heldMessage: HeldMessage; entry: AuditEntry };

/**
 * Delivers a held message: written into its conversation with the next seq, with the realtime
 * event and the e-mail any message gets, under the quote's lock as every writer of the
 * conversation. A conversation that closed since (another business hired, the quote completed)
 * answers 409 with the reason: reject it instead.
 */
export function approveHeldMessage(
  deps: ReviewDeps,
  admin: SessionUser,
  id: number,
): Promise<Decision> {
  return deps.db.transaction(async (tx) => {
    const held = await lockUndecided(tx, id);
    const quote = await lockQuote(tx, held.quoteId);
    const parties = await findConversationParties(tx, held.quoteId, held.companyId);
    const closed = closedReason(
      quote.status,
      outcomeOf(quote.hiredCompanyId, held.companyId),
      held.senderType,
      { customerGone: quote.customerGone, businessGone: parties!.businessGone },
    );
    if (closed) throw conflict(closed);
    const message = await deliverMessage(
      deps,
      tx,
      { parties: parties!, quoteStatus: quote.status },
      held,
    );
    await tx.execute(sql`
      UPDATE held_messages SET status = 'approved', decided_by = ${admin.id},
        decided_at = now(), message_id = ${message.id}
      WHERE id = ${id}`);
    const entry = await appendAuditEntry(tx, admin, {
      action: 'message.approve',
      target: { type: 'message', id },
      reason: 'Approved after review',
      reportId: null,
    });
    return { heldMessage: await findHeld(tx, id), entry };
  });
}

/** Keeps a held message from the other side for good; its sender sees "Not delivered". */
export function rejectHeldMessage(
  db: Database,
  admin: SessionUser,
  id: number,
  reason: string,
): Promise<Decision> {
  return db.transaction(async (tx) => {
    await lockUndecided(tx, id);
    await tx.execute(sql`
      UPDATE held_messages SET status = 'rejected', decided_by = ${admin.id}, decided_at = now()
      WHERE id = ${id}`);
    const entry = await appendAuditEntry(tx, admin, {
      action: 'message.reject',
      target: { type: 'message', id },
      reason,
      reportId: null,
    });
    return { heldMessage: await findHeld(tx, id), entry };
  });
}
