import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { ForgotPasswordInput, LoginInput, SignupInput } from '@/contract/auth';
import type { AppealInput } from '@/contract/moderation';
import type { User } from '@/contract/user';
import { api, ApiError } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { endPushOnThisDevice } from './push';

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

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.POST('/api/auth/login', { body: input }),
    onSuccess: ({ user }) => replaceUser(queryClient, user),
  });
}

/** A suspended person's appeal, with the token their login answered. */
export function useAppealSuspension() {
  return useMutation({
    mutationFn: (input: AppealInput) => api.POST('/api/suspension-appeals', { body: input }),
  });
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignupInput) => api.POST('/api/auth/signup', { body: input }),
    onSuccess: ({ user }) => queryClient.setQueryData(authKeys.me, user),
  });
}

/** Signed out (by logout or by deleting the account): no user, and no other cached query. */
export function forgetSignedInUser(queryClient: QueryClient): void {
  queryClient.setQueryData(authKeys.me, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.me[0] });
}

/** This browser's session, or every session of the account (every device, this one too). */
export type SignOutScope = 'this-device' | 'everywhere';

/** Logout clears the user and every cached query. */
export function useLogout(scope: SignOutScope = 'this-device') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (scope === 'everywhere') {
        // The server ends every device's push subscription itself.
        return api.POST('/api/auth/logout-everywhere');
      }
      // While still signed in (the server deletes only the caller's own); never in the way.
      await endPushOnThisDevice().catch(() => undefined);
      return api.POST('/api/auth/logout');
    },
    onSuccess: () => forgetSignedInUser(queryClient),
  });
}

/** Logs out, clears every cached query and goes home; a failure is told in a toast. */
export function useSignOut(scope: SignOutScope = 'this-device'): () => void {
  const logout = useLogout(scope);
  const [, navigate] = useLocation();
  return () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate('/'),
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'Logout failed',
          description: 'There was a problem logging you out.',
        }),
    });
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
