import {
  PHONE_MIN_LENGTH,
  PHONE_TOO_SHORT,
  SMS_TERMS_REQUIRED,
  type UserSettingsInput,
} from '@/contract/user-settings';
import type { Database } from '@/server/db/client';
import { badRequest } from '@/server/platform/errors';
import type { SessionUser } from '@/server/platform/session';
import type { JobQueue } from '@/server/platform/jobs';
import { updateNotificationSettings } from './user-repository';

export const SMS_WELCOME =
  'QuoteLocal: text notifications are on. You will get a text when a business answers you. Msg & data rates may apply. Reply STOP to cancel.';

/**
 * Applies notification settings with the rules of SPEC §4 on the server too: the master e-mail
 * switch off turns the quote and message e-mails off; text notifications need a phone number
 * (10+ characters) and, when being turned on, the terms tick. Returns the user's columns a
 * request knows (SessionUser: what the route answers with), not the whole row.
 */
export async function updateUserSettings(
  deps: { db: Database; jobs: JobQueue },
  user: SessionUser,
  input: UserSettingsInput,
): Promise<SessionUser> {
  const phoneNumber =
    input.phoneNumber === undefined ? user.phoneNumber : input.phoneNumber.trim() || null;
  const emailNotifications = input.emailNotifications ?? user.emailNotifications;
  let textNotifications = input.textNotifications ?? user.textNotifications;
  const turningTextOn = textNotifications && !user.textNotifications;

  if (textNotifications && (phoneNumber ?? '').length < PHONE_MIN_LENGTH) {
    if (input.textNotifications)
      throw badRequest(PHONE_TOO_SHORT, { phoneNumber: PHONE_TOO_SHORT });
    textNotifications = false; // the phone number was removed: texts cannot go anywhere
  }
  if (turningTextOn && input.smsTermsAccepted !== true) {
    throw badRequest(SMS_TERMS_REQUIRED, { smsTermsAccepted: SMS_TERMS_REQUIRED });
  }

  const updated = await deps.db.transaction(async (tx) => {
    const row = await updateNotificationSettings(tx, user.id, {
      phoneNumber,
      emailNotifications,
      emailNotificationsQuotes:
        emailNotifications && (input.emailNotificationsQuotes ?? user.emailNotificationsQuotes),
      emailNotificationsMessages:
        emailNotifications && (input.emailNotificationsMessages ?? user.emailNotificationsMessages),
      textNotifications,
    });
    if (turningTextOn && phoneNumber) {
      await deps.jobs.enqueue('deliver.sms', { to: phoneNumber, text: SMS_WELCOME }, { tx });
    }
    return row;
  });
  return updated;
}
