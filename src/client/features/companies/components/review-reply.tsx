import { MessageSquareReply, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Rating } from '@/contract/rating';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { useDeleteReply } from '@/client/data/review-replies';
import { longDateParts, type DisplayZone } from '@/client/lib/format';
import { useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';

// The form (react-hook-form, zod) loads when an owner first replies: visitors never fetch it.
const ReplyForm = lazy(async () => ({ default: (await import('./review-reply-form')).ReplyForm }));

/**
 * Under a review: the business's reply, if any (decision 022). An owner of the company also gets
 * Reply, or Edit reply and Delete reply, and writes in a small form in place.
 */
export function ReviewReply({
  review,
  companyName,
  isOwner,
  timeZone,
}: {
  review: Rating;
  companyName: string;
  isOwner: boolean;
  timeZone: DisplayZone;
}) {
  const t = useT();
  const [writing, setWriting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The control that had the focus (the form, Delete reply) is gone once it has done its work:
  // the owner's next action takes the focus instead of the page's body. It is named ahead, as
  // the reviews list may show the new state a render after the form closes.
  const refocus = useRef<'reply' | 'edit' | null>(null);
  const actions = useRef<HTMLDivElement>(null);
  const shownAction = review.reply ? 'edit' : 'reply';
  useEffect(() => {
    if (writing || refocus.current !== shownAction) return;
    refocus.current = null;
    actions.current?.querySelector('button')?.focus();
  }, [writing, shownAction]);
  const remove = useDeleteReply(review.companyId);
  const reply = review.reply;
  const about = t('reply.about', { name: review.userFirstName });

  if (writing) {
    return (
      <Suspense
        fallback={<p className="mt-3 text-sm text-gray-700 sm:ml-6">{t('common.loading')}</p>}
      >
        <ReplyForm
          review={review}
          companyName={companyName}
          about={about}
          onDone={(saved) => {
            refocus.current = saved ? 'edit' : shownAction;
            setWriting(false);
          }}
        />
      </Suspense>
    );
  }
  if (!reply) {
    return isOwner ? (
      <div ref={actions} className="mt-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={t('reply.replyTo', { about })}
          onClick={() => setWriting(true)}
        >
          <MessageSquareReply className="h-4 w-4" aria-hidden /> {t('reply.reply')}
        </Button>
      </div>
    ) : null;
  }
  return (
    <div className="mt-3 rounded-r-lg border-l-4 border-brand-200 bg-gray-50 px-4 py-3 sm:ml-6">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-medium text-gray-900">
          {t('reply.responseFrom', { name: reply.companyName })}
        </span>
        <span className="text-gray-600">
          {t('format.longDate', longDateParts(reply.createdAt, timeZone))}
        </span>
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-gray-800">{reply.body}</p>
      {isOwner ? (
        <div ref={actions} className="mt-2 flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={t('reply.editReplyTo', { about })}
            onClick={() => setWriting(true)}
          >
            <Pencil className="h-4 w-4" aria-hidden /> {t('reply.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-danger-700"
            aria-label={t('reply.deleteReplyTo', { about })}
            onClick={() => setConfirming(true)}
          >
            <Trash2 className="h-4 w-4" aria-hidden /> {t('reply.delete')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('reply.delete')}
        description={t('reply.deleteConfirm', { about })}
        confirmLabel={t('reviews.deleteButton')}
        destructive
        onConfirm={() => {
          refocus.current = 'reply';
          remove.mutate(review.id, {
            onSuccess: () => toast({ variant: 'success', title: t('reply.deleted') }),
            onError: (error) => toastError(t('reply.deleteFailed'), error, t('common.tryAgain')),
          });
        }}
      />
    </div>
  );
}
