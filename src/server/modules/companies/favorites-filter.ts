import { unauthorized } from '@/server/platform/errors';
import type { SessionUser } from '@/server/platform/session';

/** `favorites=true` narrows a list to the caller's favourites, which needs a caller. */
export function favoritesFilter(wanted: boolean, user: SessionUser | null): number | null {
  if (!wanted) return null;
  if (!user) throw unauthorized('Log in to see your favorites');
  return user.id;
}
