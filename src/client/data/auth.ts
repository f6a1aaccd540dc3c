import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@/contract/auth';
import type { User } from '@/contract/user';
import { api, ApiError } from '@/client/lib/api-client';

export const authKeys = {
  /** The signed-in user; signing out keeps this one query and removes every other. */
  me: ['me'] as const,
};

/** The signed-in user, or null: a 401 from /api/me means signed out. */
export const meQueryOptions = queryOptions({
  queryKey: authKeys.me,
  queryFn: async (): Promise<User | null> => {
    try {
      return await api.GET('/api/me');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
});

export function useUser() {
  return useQuery(meQueryOptions);
}

/**
 * The server's fresh copy of the signed-in user is shown at once, then asked for again; what
 * follows (a login's next page) does not wait for that second answer.
 */
export function replaceUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(authKeys.me, user);
  void queryClient.invalidateQueries({ queryKey: authKeys.me });
}

/** Signed out (by logout or by deleting the account): no user, and no other cached query. */
export function forgetSignedInUser(queryClient: QueryClient): void {
  queryClient.setQueryData(authKeys.me, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.me[0] });
}

/** Whether an account uses this address (the signup form's live check). */
export const checkEmail = (email: string, signal: AbortSignal) =>
  api.GET('/api/check-email/{email}', { params: { path: { email } }, signal });

export const resendVerification = () => api.POST('/api/auth/resend-verification');

export const requestPasswordReset = (input: ForgotPasswordInput) =>
  api.POST('/api/forgot-password', { body: input });

/** Answers 400 for a token that is unknown, used or expired. */
export const verifyResetToken = (token: string) =>
  api.GET('/api/verify-reset-token', { params: { query: { token } } });

export const resetPassword = (input: { token: string; password: string }) =>
  api.POST('/api/reset-password', { body: input });
