import { zodResolver } from '@hookform/resolvers/zod';
import { FolderX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  WITHDRAW_NOTE_MAX_LENGTH,
  WITHDRAW_REASONS,
  withdrawQuoteSchema,
  type WithdrawQuoteInput,
  type WithdrawReason,
} from '@/contract/withdrawal';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { ReasonFieldset } from '@/client/components/ui/reason-fieldset';
import { useWithdrawQuote } from '@/client/data/quotes';
import { useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';

/**
 * Withdraw a sent request nobody was hired for: why (required) and a note for the businesses
 * (optional). They are told, and the conversations stay readable but closed.
 */
export function WithdrawRequestButton({ quoteId }: { quoteId: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className="w-full" onClick={() => setOpen(true)}>
        <FolderX className="h-4 w-4" aria-hidden /> {t('withdraw.button')}
      </Button>
      {open ? <WithdrawDialog quoteId={quoteId} onOpenChange={setOpen} /> : null}
    </>
  );
}

/** Mounted while open, so each opening starts blank. */
function WithdrawDialog({
  quoteId,
  onOpenChange,
}: {
  quoteId: number;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const withdraw = useWithdrawQuote(quoteId);
  const labels = Object.fromEntries(
    WITHDRAW_REASONS.map((reason) => [reason, t('withdrawReason.label', { reason })]),
  ) as Record<WithdrawReason, string>;
  const form = useForm<WithdrawQuoteInput>({ resolver: zodResolver(withdrawQuoteSchema) });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((input) =>
    withdraw.mutateAsync(input).then(
      () => {
        toast({
          variant: 'success',
          title: t('withdraw.done'),
          description: t('withdraw.doneText'),
        });
        onOpenChange(false);
      },
      (error: unknown) => toastError(t('withdraw.failed'), error, t('withdraw.failedText')),
    ),
  );

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent title={t('withdraw.title')} description={t('withdraw.description')}>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
          <ReasonFieldset
            id="withdraw-reason"
            legend={t('withdraw.why')}
            options={WITHDRAW_REASONS}
            labels={labels}
            registration={form.register('reason')}
            error={errors.reason?.message}
          />
          <FormField label={t('withdraw.note')} error={errors.note?.message}>
            <textarea
              rows={3}
              maxLength={WITHDRAW_NOTE_MAX_LENGTH}
              className="w-full rounded-lg border border-gray-300 px-3 py-2 text-base sm:text-sm aria-[invalid=true]:border-danger-600"
              {...form.register('note')}
            />
          </FormField>
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('withdraw.keep')}
            </Button>
            <Button type="submit" variant="danger" disabled={withdraw.isPending}>
              {t('withdraw.button')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
