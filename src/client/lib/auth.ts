import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, SignupInput } from '@/contract/auth';
import type { User } from '@/contract/user';
import { api, ApiError } from './api-client';

export const meQueryKey = ['me'] as const;

/** The signed-in user, or null: a 401 from /api/me means signed out. */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: async (): Promise<User | null> => {
    try {
      return await api<User>('/api/me');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
});

export function useUser() {
  return useQuery(meQueryOptions);
}

interface AuthUserResponse {
  success: true;
  user: User;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api<AuthUserResponse>('/api/auth/login', { json: input }),
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(meQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignupInput) => api<AuthUserResponse>('/api/auth/signup', { json: input }),
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
}

/** Logout clears the user and every cached query. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ success: true }>('/api/auth/logout', { method: 'POST' }),
    onSuccess: () => {
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    },
  });
}
