import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { moderationActionSchema } from '@/contract/moderation';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { useModerationAction, type ReasonedAction } from '@/client/data/admin';
import { showServerFieldErrors } from '@/client/lib/form-errors';
import { useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';
import { ACTION_TEXT, isRemoval } from './moderation-text';

/** Actions whose reason is e-mailed to the account concerned (issue 31): it explains itself. */
const TOLD_TO_THE_PERSON: ReadonlySet<ReasonedAction> = new Set(['user.suspend', 'appeal.dismiss']);

/** The form asks for the reason only; the report acted on comes from where the button is. */
const reasonSchema = moderationActionSchema.pick({ reason: true });
type ReasonValues = { reason: string };

interface ModerationTarget {
  action: ReasonedAction;
  /** The report (dismiss), review, company or user. */
  id: number;
  /** The open report this action answers, if any: it is upheld (or dismissed) with it. */
  reportId?: number | undefined;
  /** What is acted on, as the admin knows it: "Review of Bay Plumbing by Alex". */
  subject: string;
}

/** Inside the dialog's content, so each opening starts with an empty reason. */
function ReasonForm({
  action,
  id,
  reportId,
  subject,
  onOpenChange,
}: ModerationTarget & { onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const run = useModerationAction();
  const text = ACTION_TEXT[action];
  const form = useForm<ReasonValues>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = form.handleSubmit(({ reason }) =>
    run.mutateAsync({ action, id, body: { reason, reportId } }).then(
      () => {
        toast({ variant: 'success', title: t(text.done), description: subject });
        onOpenChange(false);
      },
      (error: unknown) => {
        showServerFieldErrors(error, form.setError, ['reason']);
        toastError(
          t('admin.actionFailedTitle', { action: t(text.label).toLowerCase() }),
          error,
          t('admin.actionFailed'),
        );
      },
    ),
  );
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      <FormField
        label={t('admin.reason')}
        error={form.formState.errors.reason?.message}
        hint={
          <span className="text-gray-600">
            {TOLD_TO_THE_PERSON.has(action) ? t('admin.reasonHintEmailed') : t('admin.reasonHint')}
          </span>
        }
      >
        <textarea
          rows={3}
          maxLength={500}
          className="w-full rounded-lg border border-gray-300 px-3 py-2 text-base aria-[invalid=true]:border-danger-600 sm:text-sm"
          {...form.register('reason')}
        />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          variant={isRemoval(action) ? 'danger' : 'primary'}
          disabled={run.isPending}
        >
          {t(text.label)}
        </Button>
      </div>
    </form>
  );
}

/**
 * An admin action's button: it opens a dialog asking why (the audit log keeps it), then acts.
 * The button is the dialog's trigger, so closing the dialog gives it the focus back.
 */
export function ModerationButton(target: ModerationTarget) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const label = t(ACTION_TEXT[target.action].label);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={isRemoval(target.action) ? 'danger' : 'outline'}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent title={label} description={target.subject}>
        <ReasonForm {...target} onOpenChange={setOpen} />
      </DialogContent>
    </Dialog>
  );
}
