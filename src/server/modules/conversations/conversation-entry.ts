import type { Message } from '@/contract/message';
import { objectUrl } from '../objects';

/**
 * What a conversation entry is made of, whichever table it comes from: a delivered message (an
 * estimate's entry carries its revision), or the sender's own held entry (`held` set).
 */
export type ConversationEntry = Omit<Message, 'text' | 'image' | 'createdAt'> & {
  createdAt: Date | string;
};

/** An entry in the API's message shape: the text under both names, the image's URL, ISO time. */
export function toMessage(entry: ConversationEntry): Message {
  return {
    id: entry.id,
    quoteId: entry.quoteId,
    companyId: entry.companyId,
    senderId: entry.senderId,
    senderType: entry.senderType,
    message: entry.message,
    text: entry.message,
    image: entry.imageObjectId === null ? null : objectUrl(entry.imageObjectId),
    imageObjectId: entry.imageObjectId,
    estimate: entry.estimate,
    isRead: entry.isRead,
    createdAt: new Date(entry.createdAt).toISOString(),
    seq: entry.seq,
    ...(entry.held ? { held: entry.held } : {}),
  };
}
