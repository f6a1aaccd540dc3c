import { z } from 'zod';

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
});
export type User = z.infer<typeof userSchema>;
