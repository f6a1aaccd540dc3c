import { BadgeCheck, MailCheck, Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { CompanyDetails } from '@/contract/company';
import type { Rating } from '@/contract/rating';
import { RATING_NEEDS_QUOTE, RATING_REQUIRED } from '@/contract/rating-messages';
import { StarInput } from '@/client/components/companies/star-input';
import { StarRating } from '@/client/components/companies/star-rating';
import { ReportButton } from '@/client/components/reports/report-dialog';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { useUser } from '@/client/data/auth';
import { ApiError } from '@/client/lib/api-client';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { formatRating, longDateParts, type DisplayZone } from '@/client/lib/format';
import { T, useContractMessage, useLocale, useT } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { useBrowserValue } from '@/client/lib/use-browser-value';
import {
  useCanRate,
  useCompanyRatings,
  useCreateRating,
  useDeleteRating,
  useRatingBreakdown,
  useUpdateRating,
} from '@/client/data/ratings';
import { ReviewReply } from './review-reply';

/** Ratings & Reviews (#reviews): summary, the reader's own review or the form to write one, then all reviews. */
export function ReviewsSection({ company }: { company: CompanyDetails }) {
  const t = useT();
  const locale = useLocale();
  const { data: user } = useUser();
  const dialogs = useAuthDialogs();
  const ratings = useCompanyRatings(company.id);
  const canRate = useCanRate(company.id, Boolean(user));
  const breakdown = useRatingBreakdown(company.id);
  const own = ratings.data?.find((r) => r.userId === user?.id);
  const [editing, setEditing] = useState(false);
  // A long history is drawn a page at a time: hundreds of reviews made the page slow to render.
  const [shownCount, setShownCount] = useState(REVIEWS_PAGE);
  const reviews = ratings.data ?? [];
  // Dates are drawn in UTC on the server and while hydrating, then in the visitor's time zone.
  const timeZone = useBrowserValue<DisplayZone>(() => 'local', 'UTC');

  return (
    <Card title={t('reviews.title')} variant="listing" id="reviews" className="scroll-mt-24">
      {company.ratingsCount > 0 ? (
        <div className="mt-3 flex items-center gap-3">
          <span className="text-4xl font-bold text-gray-900">
            {formatRating(company.averageRating, locale)}
          </span>
          <div>
            <StarRating value={company.averageRating} size="lg" />
            <p className="text-sm text-gray-700">
              {t('reviews.basedOn', { count: company.ratingsCount })}
            </p>
            {breakdown.data?.invited ? (
              <p className="text-sm text-gray-700">
                {t('reviews.invitedCount', { count: breakdown.data.invited })}
              </p>
            ) : null}
          </div>
        </div>
      ) : (
        <p className="mt-3 text-gray-700">{t('company.noReviews')}</p>
      )}

      <div className="mt-5 border-t border-gray-100 pt-5">
        {!user ? (
          <p className="text-sm text-gray-700">
            {/* Text in a sentence: no button padding between "Log in" and the words after it. */}
            <T
              id="reviews.logInToReview"
              components={{
                0: (
                  <button
                    type="button"
                    onClick={() => dialogs.show('login')}
                    className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
                  />
                ),
              }}
            />
          </p>
        ) : own && !editing ? (
          <OwnReview rating={own} companyId={company.id} onEdit={() => setEditing(true)} />
        ) : own || canRate.data ? (
          <ReviewForm companyId={company.id} existing={own} onDone={() => setEditing(false)} />
        ) : canRate.isSuccess ? (
          <p className="text-sm text-gray-700">{t('reviews.afterQuote')}</p>
        ) : null}
      </div>

      {reviews.length > 0 ? (
        <ul className="mt-5 space-y-4" aria-label={t('reviews.list')}>
          {reviews.slice(0, shownCount).map((r) => (
            <li key={r.id} className="border-t border-gray-100 pt-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-gray-900">{r.userFirstName}</span>
                <StarRating value={r.rating} />
                {r.verifiedHire ? (
                  <span
                    className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-900"
                    title={t('reviews.verifiedHireTitle', { name: r.userFirstName })}
                  >
                    <BadgeCheck className="h-3.5 w-3.5" aria-hidden /> {t('reviews.verifiedHire')}
                  </span>
                ) : r.source === 'invitation' ? (
                  <span
                    className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800"
                    title={t('reviews.invitedTitle', { name: r.userFirstName })}
                  >
                    <MailCheck className="h-3.5 w-3.5" aria-hidden /> {t('reviews.invited')}
                  </span>
                ) : null}
                <span className="text-sm text-gray-600">
                  {t('format.longDate', longDateParts(r.createdAt, timeZone))}
                </span>
                {r.userId !== user?.id ? (
                  <ReportButton
                    item={{ type: 'review', id: r.id }}
                    label={t('reviews.reportBy', { name: r.userFirstName })}
                    className="ml-auto"
                  />
                ) : null}
              </div>
              {r.comment ? (
                <p className="mt-1 whitespace-pre-line text-gray-800">{r.comment}</p>
              ) : null}
              <ReviewReply
                review={r}
                companyName={company.name}
                isOwner={user?.id === company.ownerId}
                timeZone={timeZone}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {reviews.length > shownCount ? (
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => setShownCount((count) => count + REVIEWS_PAGE)}
        >
          {t('reviews.showMore', { count: reviews.length - shownCount })}
        </Button>
      ) : null}
    </Card>
  );
}

const REVIEWS_PAGE = 10;

function OwnReview({
  rating,
  companyId,
  onEdit,
}: {
  rating: Rating;
  companyId: number;
  onEdit: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteRating(companyId);
  return (
    <div className="rounded-lg bg-brand-50 p-4">
      <p className="text-sm font-medium text-brand-900">{t('reviews.yours')}</p>
      <div className="mt-1 flex items-center gap-2">
        <StarRating value={rating.rating} />
        <span className="text-sm text-gray-700">{formatRating(rating.rating, locale)}</span>
      </div>
      {rating.comment ? <p className="mt-1 text-gray-800">{rating.comment}</p> : null}
      <div className="mt-3 flex gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden /> {t('reviews.edit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-danger-700"
          onClick={() => setConfirming(true)}
        >
          <Trash2 className="h-4 w-4" aria-hidden /> {t('reviews.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('reviews.delete')}
        description={t('reviews.deleteConfirm')}
        confirmLabel={t('reviews.deleteButton')}
        destructive
        onConfirm={() =>
          // mutateAsync, not mutate: this component is gone once the list refreshes without the review.
          remove.mutateAsync(rating.id).then(
            () => toast({ variant: 'success', title: t('reviews.deleted') }),
            () => toast({ variant: 'destructive', title: t('reviews.deleteFailed') }),
          )
        }
      />
    </div>
  );
}

function ReviewForm({
  companyId,
  existing,
  onDone,
}: {
  companyId: number;
  existing: Rating | undefined;
  onDone: () => void;
}) {
  const t = useT();
  const say = useContractMessage();
  const [value, setValue] = useState(existing?.rating ?? 0);
  const [comment, setComment] = useState(existing?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateRating(companyId);
  const update = useUpdateRating(companyId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value < 0.5) {
      setError(RATING_REQUIRED);
      return;
    }
    setError(null);
    if (existing) {
      update.mutate(
        { id: existing.id, rating: value, comment },
        {
          onSuccess: () => {
            toast({ variant: 'success', title: t('reviews.updated') });
            onDone();
          },
          onError: () => toast({ variant: 'destructive', title: t('reviews.updateFailed') }),
        },
      );
      return;
    }
    create.mutate(
      { rating: value, comment },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: t('reviews.submitted'),
            description: t('reviews.thanks'),
          }),
        onError: (e) =>
          e instanceof ApiError && e.status === 403 && e.serverMessage === RATING_NEEDS_QUOTE
            ? toast({
                variant: 'destructive',
                title: t('reviews.quoteRequired'),
                description: t('reviews.quoteRequiredText'),
              })
            : toast({
                variant: 'destructive',
                title: t('reviews.submitFailed'),
                description: t('reviews.tryLater'),
              }),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-3"
      aria-label={t(existing ? 'reviews.editYours' : 'reviews.write')}
    >
      <p className="font-medium text-gray-900">
        {t(existing ? 'reviews.editYours' : 'reviews.write')}
      </p>
      <StarInput value={value} onChange={setValue} />
      {error ? (
        <p role="alert" className="text-sm text-danger-700">
          {say(error)}
        </p>
      ) : null}
      <label className="block text-sm font-medium text-gray-800" htmlFor="review-comment">
        {t('reviews.comment')}
      </label>
      <textarea
        id="review-comment"
        rows={3}
        maxLength={2000}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        className="w-full rounded-lg border border-gray-300 px-3 py-2 text-base sm:text-sm"
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {t(existing ? 'reviews.save' : 'reviews.submit')}
        </Button>
        {existing ? (
          <Button variant="ghost" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
