import type { User } from '@/contract/user';
import { isAdmin, type SessionUser } from '@/server/platform/session';

/** The only shape in which a user leaves the server: never a hash, never a token. */
export function toUserResponse(user: SessionUser, adminEmails: ReadonlySet<string>): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isVerified: user.isVerified,
    isAdmin: isAdmin(user, adminEmails),
    phoneNumber: user.phoneNumber,
    emailNotifications: user.emailNotifications,
    emailNotificationsQuotes: user.emailNotificationsQuotes,
    emailNotificationsMessages: user.emailNotificationsMessages,
    textNotifications: user.textNotifications,
    locale: user.locale,
  };
}
