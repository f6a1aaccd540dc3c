import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Rating, ReviewReplyInput } from '@/contract/rating';
import { api } from '@/client/lib/api-client';
import { ratingKeys } from './ratings';

/**
 * Puts one review as it now is into the company's list: a reply changes no stars or counts, so
 * neither the other reviews nor the company's listings need fetching again.
 */
function replaceReview(
  queryClient: QueryClient,
  companyId: number,
  ratingId: number,
  update: (review: Rating) => Rating,
) {
  queryClient.setQueryData<Rating[]>(ratingKeys.company(companyId), (reviews) =>
    reviews?.map((review) => (review.id === ratingId ? update(review) : review)),
  );
}

/** Writes or edits the business's reply to a review (its owner). */
export function useSaveReply(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ratingId, ...input }: ReviewReplyInput & { ratingId: number }) =>
      api.PUT('/api/ratings/{id}/reply', { params: { path: { id: ratingId } }, body: input }),
    onSuccess: (review) => replaceReview(queryClient, companyId, review.id, () => review),
  });
}

export function useDeleteReply(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ratingId: number) =>
      api.DELETE('/api/ratings/{id}/reply', { params: { path: { id: ratingId } } }),
    onSuccess: (_, ratingId) =>
      replaceReview(queryClient, companyId, ratingId, (review) => ({ ...review, reply: null })),
  });
}
