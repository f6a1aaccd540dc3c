import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { LoginInput, SignupInput } from '@/contract/auth';
import type { AppealInput } from '@/contract/moderation';
import { api } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { authKeys, forgetSignedInUser, replaceUser } from './auth';
import { endPushOnThisDevice } from './push';

/*
 * Signing in, up and out: imported by the dialogs and menus that do it, which load when wanted,
 * so a visitor's first script goes without them (./auth.ts keeps who is signed in).
 */

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
