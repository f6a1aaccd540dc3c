import { closedReason, outcomeOf } from '@/contract/message';
import type { AuditEntry, HeldMessage } from '@/contract/moderation';
import type { Pagination } from '@/contract/common';
import type { AppConfig } from '@/server/config';
import type { Database, Executor } from '@/server/db/client';
import { paginationOf } from '@/server/db/paging';
import { conflict, notFound } from '@/server/platform/errors';
import type { JobQueue } from '@/server/platform/jobs';
import type { SessionUser } from '@/server/platform/session';
import { ADMIN_PAGE_SIZE } from './admin-paging';
import { appendAuditEntry } from './audit-repository';
import {
  decideHeldMessage,
  findHeldPage,
  findHeldRow,
  lockHeldMessage,
  type HeldRow,
} from './message-safety-repository';
import { findConversationParties, lockQuote } from '../conversations';
import { deliverMessage } from '../messages';
import { objectUrl } from '../objects';

/**
 * The admins' side of message safety (docs/decisions/028): the queue of held messages, and the
 * decision on each. Approving delivers the message as if it were sent then; rejecting keeps it
 * from the other side for good. Each decision writes one audit row in its transaction.
 */

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
  return toHeldMessage((await findHeldRow(db, id))!);
}

/**
 * GET /api/admin/held-messages: those waiting first, then the decided ones, each oldest first
 * (the status enum orders held < approved < rejected, so held_messages_queue_idx walks it).
 */
export async function listHeldMessages(
  db: Executor,
  page: number,
): Promise<{ heldMessages: HeldMessage[]; heldCount: number; pagination: Pagination }> {
  const { rows, counted, held } = await findHeldPage(db, page);
  return {
    heldMessages: rows.map(toHeldMessage),
    heldCount: held,
    pagination: paginationOf(counted, page, ADMIN_PAGE_SIZE),
  };
}

/**
 * Locks a held entry for a decision: 404 if there is none, 409 if it was decided already; else the
 * message as it waits to be delivered.
 */
async function lockUndecided(tx: Executor, id: number) {
  const row = await lockHeldMessage(tx, id);
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
    await decideHeldMessage(tx, id, { status: 'approved', messageId: message.id }, admin.id);
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
    await decideHeldMessage(tx, id, { status: 'rejected' }, admin.id);
    const entry = await appendAuditEntry(tx, admin, {
      action: 'message.reject',
      target: { type: 'message', id },
      reason,
      reportId: null,
    });
    return { heldMessage: await findHeld(tx, id), entry };
  });
}
