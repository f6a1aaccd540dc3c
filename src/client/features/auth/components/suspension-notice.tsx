import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  APPEAL_MAX_LENGTH,
  appealInputSchema,
  type SuspensionNotice as Notice,
} from '@/contract/moderation';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { useAppealSuspension } from '@/client/data/auth-actions';
import { showServerFieldErrors } from '@/client/lib/form-errors';
import { longDateParts } from '@/client/lib/format';
import { useT } from '@/client/lib/i18n';
import { toastError } from '@/client/lib/toast';
import { AuthSubmitButton } from './auth-dialog-frame';
import { StatusMessage } from './status-message';

const messageSchema = appealInputSchema.pick({ message: true });
type AppealValues = { message: string };

/** The appeal: a message to the admins, sent with the login's single-use token. */
function AppealForm({ token, onSent }: { token: string; onSent: () => void }) {
  const t = useT();
  const appeal = useAppealSuspension();
  const form = useForm<AppealValues>({
    resolver: zodResolver(messageSchema),
    defaultValues: { message: '' },
  });
  const length = useWatch({ control: form.control, name: 'message' }).length;
  const onSubmit = form.handleSubmit(({ message }) =>
    appeal.mutateAsync({ token, message }).then(onSent, (error: unknown) => {
      showServerFieldErrors(error, form.setError, ['message']);
      toastError(t('appeal.notSent'), error, t('appeal.failed'));
    }),
  );
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <FormField
        label={t('appeal.label')}
        error={form.formState.errors.message?.message}
        hint={
          <span className="text-gray-600">
            {t('appeal.invitation', { length, max: APPEAL_MAX_LENGTH })}
          </span>
        }
      >
        <textarea
          rows={5}
          maxLength={APPEAL_MAX_LENGTH}
          className="w-full rounded-lg border border-gray-300 px-3 py-2 text-base aria-[invalid=true]:border-danger-600 sm:text-sm"
          {...form.register('message')}
        />
      </FormField>
      <AuthSubmitButton
        submitting={form.formState.isSubmitting}
        label={t('appeal.send')}
        pendingLabel={t('appeal.sending')}
      />
    </form>
  );
}

/**
 * What the login dialog shows a suspended person once their password was right: the spec's
 * message, the admin's reason, and the appeal form (or where their appeal stands).
 */
export function SuspensionNotice({ notice, onBack }: { notice: Notice; onBack: () => void }) {
  const t = useT();
  const day = (iso: string) => t('format.longDate', longDateParts(iso));
  const [sent, setSent] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const waiting = notice.appeal?.status === 'open';
  return (
    <div className="space-y-4">
      <section
        aria-labelledby="suspended-heading"
        className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-950"
      >
        <h3
          id="suspended-heading"
          ref={heading}
          tabIndex={-1}
          className="font-semibold outline-none"
        >
          {t('suspension.title')}
        </h3>
        <p className="mt-2 text-sm">{t('suspension.reason')}</p>
        <blockquote className="mt-1 whitespace-pre-line break-words border-l-4 border-red-300 pl-3 text-sm">
          {notice.reason}
        </blockquote>
        <p className="mt-2 text-xs text-red-900">
          {t('suspension.since', { date: day(notice.suspendedAt) })}
        </p>
      </section>
      {sent ? (
        <StatusMessage ok>{t('appeal.sent')}</StatusMessage>
      ) : waiting && notice.appeal ? (
        <StatusMessage ok>
          {t('appeal.waiting', { date: day(notice.appeal.createdAt) })}
        </StatusMessage>
      ) : notice.appealToken ? (
        <AppealForm token={notice.appealToken} onSent={() => setSent(true)} />
      ) : null}
      <p className="text-center">
        <Button variant="link" size="sm" onClick={onBack}>
          {t('suspension.backToLogin')}
        </Button>
      </p>
    </div>
  );
}
