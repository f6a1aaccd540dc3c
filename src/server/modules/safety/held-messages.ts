import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Message, SenderType } from '@/contract/message';
import type { HoldReason } from '@/contract/moderation';
import type { Executor } from '@/server/db/client';
import { heldMessages } from '@/server/db/schema';
import { toMessage } from '../conversations';

type HeldRecord = typeof heldMessages.$inferSelect;

/**
 * A held entry as its sender's conversation shows it: the message shape with `held` set, the held
 * row's id and seq 0 (it has no place in the conversation until it is delivered).
 */
function toHeldEntry(row: HeldRecord): Message {
  return toMessage({
    ...row,
    estimate: null,
    isRead: false,
    seq: 0,
    held: row.status === 'rejected' ? 'not_delivered' : 'pending_review',
  });
}

/** Keeps a message for an admin's decision instead of delivering it. */
export async function holdMessage(
  tx: Executor,
  entry: {
    quoteId: number;
    companyId: number;
    senderId: number;
    senderType: SenderType;
    message: string;
    imageObjectId: number | null;
    reason: HoldReason;
  },
): Promise<Message> {
  const [row] = await tx.insert(heldMessages).values(entry).returning();
  return toHeldEntry(row!);
}

/**
 * The sender's own undelivered entries of a conversation (held or rejected), oldest first: shown
 * to them after the delivered ones, never to the other side.
 */
export async function senderHeldEntries(
  db: Executor,
  quoteId: number,
  companyId: number,
  side: SenderType,
  senderId: number,
): Promise<Message[]> {
  const rows = await db
    .select()
    .from(heldMessages)
    .where(
      and(
        eq(heldMessages.quoteId, quoteId),
        eq(heldMessages.companyId, companyId),
        eq(heldMessages.senderType, side),
        eq(heldMessages.senderId, senderId),
        inArray(heldMessages.status, ['held', 'rejected']),
      ),
    )
    .orderBy(asc(heldMessages.createdAt), asc(heldMessages.id));
  return rows.map(toHeldEntry);
}
