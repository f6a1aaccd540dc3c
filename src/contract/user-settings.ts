import { z } from 'zod';

export const PHONE_MIN_LENGTH = 10;
export const PHONE_TOO_SHORT = 'Phone number must be at least 10 characters';
export const SMS_TERMS_REQUIRED = 'Please accept the terms to enable text notifications';

export const phoneNumberSchema = z
  .string()
  .trim()
  .max(30, 'Phone number is too long')
  .refine(
    (v) => v === '' || (v.length >= PHONE_MIN_LENGTH && /^[\d\s()+.-]+$/.test(v)),
    PHONE_TOO_SHORT,
  );

/** PUT /api/users/{id}: notification settings and phone number of the caller. */
export const userSettingsSchema = z.object({
  emailNotifications: z.boolean().optional(),
  emailNotificationsQuotes: z.boolean().optional(),
  emailNotificationsMessages: z.boolean().optional(),
  textNotifications: z.boolean().optional(),
  phoneNumber: phoneNumberSchema.optional(),
  /** The text-notification terms tick, needed to turn text notifications on. */
  smsTermsAccepted: z.boolean().optional(),
});
export type UserSettingsInput = z.input<typeof userSettingsSchema>;

/** The text-notification dialog. */
export const textNotificationsFormSchema = z.object({
  phoneNumber: z
    .string()
    .trim()
    .min(1, 'Phone number is required')
    .min(PHONE_MIN_LENGTH, PHONE_TOO_SHORT),
  smsTermsAccepted: z.literal(true, {
    error: SMS_TERMS_REQUIRED,
  }),
});
