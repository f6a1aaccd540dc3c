import { loginRefusedResponseSchema, type SuspensionNotice } from '@/contract/moderation';
import { ApiError } from '@/client/lib/api-client';

/**
 * The reason and the way to appeal of a login refused because the account is suspended (a 403
 * said only after the right password), or null for any other failure. Beside the login dialog,
 * not in data/auth.ts: its schema (zod) stays out of the first load.
 */
export function suspensionOf(error: unknown): SuspensionNotice | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  try {
    const parsed = loginRefusedResponseSchema.safeParse(JSON.parse(error.body));
    return parsed.success ? (parsed.data.suspension ?? null) : null;
  } catch {
    return null;
  }
}
