import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { REVIEW_REPLY_MAX, reviewReplyInputSchema, type Rating } from '@/contract/rating';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { useSaveReply } from '@/client/data/review-replies';
import { showServerFieldErrors } from '@/client/lib/form-errors';
import { useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';

type ReplyFormValues = z.input<typeof reviewReplyInputSchema>;

/** The owner's reply, written or edited in place under the review. */
export function ReplyForm({
  review,
  companyName,
  about,
  onDone,
}: {
  review: Rating;
  companyName: string;
  about: string;
  /** Closes the form; `saved` when the reply was written. */
  onDone: (saved: boolean) => void;
}) {
  const t = useT();
  const save = useSaveReply(review.companyId);
  const editing = review.reply !== null;
  const form = useForm<ReplyFormValues, unknown, z.output<typeof reviewReplyInputSchema>>({
    resolver: zodResolver(reviewReplyInputSchema),
    defaultValues: { body: review.reply?.body ?? '' },
  });
  // The button that opened the form is gone: the text box takes the focus in its place.
  useEffect(() => form.setFocus('body'), [form]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync({ ratingId: review.id, ...values }).then(
      () => {
        toast({ variant: 'success', title: t(editing ? 'reply.updated' : 'reply.posted') });
        onDone(true);
      },
      (error: unknown) => {
        if (!showServerFieldErrors(error, form.setError, ['body'])) {
          toastError(t('reply.saveFailed'), error, t('common.tryAgain'));
        }
      },
    ),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-3 space-y-3 rounded-lg bg-gray-50 p-4 sm:ml-6"
      aria-label={t(editing ? 'reply.editReplyTo' : 'reply.replyTo', { about })}
    >
      <FormField
        label={t('reply.yoursAs', { name: companyName })}
        error={form.formState.errors.body?.message}
        hint={<span className="text-gray-600">{t('reply.hint')}</span>}
      >
        <textarea
          rows={4}
          maxLength={REVIEW_REPLY_MAX}
          className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-danger-600 sm:text-sm"
          {...form.register('body')}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t(editing ? 'reply.save' : 'reply.post')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onDone(false)}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
