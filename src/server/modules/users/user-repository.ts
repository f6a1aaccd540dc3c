import { eq } from 'drizzle-orm';
import type { Executor, RawRow } from '@/server/db/client';
import type { Locale } from '@/contract/locale';
import { users } from '@/server/db/schema';
import { sessionUserColumns, type SessionUser } from '@/server/platform/session';

/**
 * Which of a user's e-mail settings an e-mail answers to: every e-mail needs the master switch;
 * quote e-mails (requests, hires) and message e-mails (messages, estimates) need theirs too.
 */
export type EmailSetting = 'any' | 'quotes' | 'messages';

type EmailSettingFields = Pick<
  typeof users.$inferSelect,
  | 'emailNotifications'
  | 'emailNotificationsQuotes'
  | 'emailNotificationsMessages'
  | 'suspendedAt'
  | 'deletedAt'
>;
/** The settings as the query builder reads them, or a raw statement (times as text). */
type EmailSettings = EmailSettingFields | RawRow<EmailSettingFields>;

/** Whatever their settings, a suspended or deleted account is sent nothing. */
export function allowsEmail(settings: EmailSettings, setting: EmailSetting): boolean {
  if (settings.suspendedAt !== null || settings.deletedAt !== null) return false;
  if (!settings.emailNotifications) return false;
  if (setting === 'quotes') return settings.emailNotificationsQuotes;
  if (setting === 'messages') return settings.emailNotificationsMessages;
  return true;
}

export type EmailRecipient = Pick<typeof users.$inferSelect, 'email' | 'firstName' | 'locale'>;

/**
 * What an e-mail to a user needs: the address, the first name, the language (issue 33) and the
 * settings (`allowsEmail`).
 */
export const emailRecipientColumns = {
  email: users.email,
  firstName: users.firstName,
  locale: users.locale,
  emailNotifications: users.emailNotifications,
  emailNotificationsQuotes: users.emailNotificationsQuotes,
  emailNotificationsMessages: users.emailNotificationsMessages,
  suspendedAt: users.suspendedAt,
  deletedAt: users.deletedAt,
};

/** The user's address, first name and language if their settings allow this kind of e-mail, else undefined. */
export async function findEmailRecipient(
  db: Executor,
  userId: number,
  setting: EmailSetting,
): Promise<EmailRecipient | undefined> {
  const [user] = await db.select(emailRecipientColumns).from(users).where(eq(users.id, userId));
  if (!user || !allowsEmail(user, setting)) return undefined;
  return { email: user.email, firstName: user.firstName, locale: user.locale };
}

/** The person's language, saved on the account (issue 33). */
export async function saveLocale(db: Executor, userId: number, locale: Locale): Promise<void> {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The notification settings a person may change, as stored. */
export type NotificationSettings = Pick<
  typeof users.$inferInsert,
  | 'phoneNumber'
  | 'emailNotifications'
  | 'emailNotificationsQuotes'
  | 'emailNotificationsMessages'
  | 'textNotifications'
>;

/** Writes a person's notification settings; their columns a request knows, as they are now. */
export async function updateNotificationSettings(
  db: Executor,
  userId: number,
  settings: NotificationSettings,
): Promise<SessionUser> {
  const [row] = await db
    .update(users)
    .set({ ...settings, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning(sessionUserColumns);
  return row!;
}
