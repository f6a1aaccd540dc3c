import { z } from 'zod';
import { LOCALES } from './locale';

export const userSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isVerified: z.boolean(),
  isAdmin: z.boolean(),
  phoneNumber: z.string().nullable(),
  emailNotifications: z.boolean(),
  emailNotificationsQuotes: z.boolean(),
  emailNotificationsMessages: z.boolean(),
  textNotifications: z.boolean(),
  /** The saved language (issue 33): what is sent to the person speaks it. */
  locale: z.enum(LOCALES),
});
export type User = z.infer<typeof userSchema>;

/** PUT /api/me/locale: the language a visitor (and, signed in, their account) chooses. */
export const LOCALE_CHOICE_INVALID = 'Please choose English (en) or Spanish (es).';
export const localeChoiceSchema = z.object({
  locale: z.enum(LOCALES, { error: LOCALE_CHOICE_INVALID }),
});
export type LocaleChoice = z.infer<typeof localeChoiceSchema>;

/** DELETE /api/me: the account's own password, checked as at sign-in (docs/decisions/031). */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: 'Please type your password.' })
    .min(1, 'Please type your password.')
    .max(256, 'Please type your password.'),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const WRONG_PASSWORD = 'That password is not right. Your account was not deleted.';
export const ACCOUNT_DELETED =
  'Your account is deleted and you are signed out. In 30 days what others still need is anonymised and the rest removed.';

/** What reviews and conversations show for an anonymised account. */
export const FORMER_CUSTOMER = 'Former customer';
