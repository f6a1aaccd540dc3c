import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewInvitationInput } from '@/contract/review-invitation';
import { api } from '@/client/lib/api-client';
import { ratingKeys } from './ratings';

/** Review invitations (issue 36 item 7): the owner's list and the invitee's link. */
export const reviewInvitationKeys = {
  ofCompany: (companyId: number) => ['review-invitations', companyId] as const,
  link: (token: string) => ['review-invitations', 'link', token] as const,
};

export function useReviewInvitations(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: reviewInvitationKeys.ofCompany(companyId),
    queryFn: () =>
      api.GET('/api/companies/{id}/review-invitations', { params: { path: { id: companyId } } }),
    enabled,
  });
}

export function useSendReviewInvitation(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInvitationInput) =>
      api.POST('/api/companies/{id}/review-invitations', {
        params: { path: { id: companyId } },
        body,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: reviewInvitationKeys.ofCompany(companyId) }),
  });
}

/** What an invitation link is about, while it can be used. */
export function useReviewInvitationLink(token: string) {
  return useQuery({
    queryKey: reviewInvitationKeys.link(token),
    queryFn: () => api.GET('/api/review-invitations/{token}', { params: { path: { token } } }),
    retry: false,
  });
}

/** Uses the link: the signed-in reviewer may then review the business on its page. */
export function useAcceptReviewInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.POST('/api/review-invitations/{token}/accept', { params: { path: { token } } }),
    onSuccess: ({ companyId }) =>
      queryClient.invalidateQueries({ queryKey: ratingKeys.canRate(companyId) }),
  });
}
