import { zodResolver } from '@hookform/resolvers/zod';
import { FolderX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  WITHDRAW_NOTE_MAX_LENGTH,
  WITHDRAW_REASON_LABELS,
  WITHDRAW_REASONS,
  withdrawQuoteSchema,
  type WithdrawQuoteInput,
} from '@/contract/withdrawal';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { ReasonFieldset } from '@/client/components/ui/reason-fieldset';
import { useWithdrawQuote } from '@/client/data/quotes';
import { toast, toastError } from '@/client/lib/toast';

/**
 * Withdraw a sent request nobody was hired for: why (required) and a note for the businesses
 * (optional). They are told, and the conversations stay readable but closed.
 */
export function WithdrawRequestButton({ quoteId }: { quoteId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className="w-full" onClick={() => setOpen(true)}>
        <FolderX className="h-4 w-4" aria-hidden /> Withdraw request
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
  const withdraw = useWithdrawQuote(quoteId);
  const form = useForm<WithdrawQuoteInput>({ resolver: zodResolver(withdrawQuoteSchema) });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((input) =>
    withdraw.mutateAsync(input).then(
      () => {
        toast({
          variant: 'success',
          title: 'Request withdrawn',
          description: 'The businesses have been told.',
        });
        onOpenChange(false);
      },
      (error: unknown) => toastError('Could not withdraw', error, 'Failed to withdraw the request'),
    ),
  );

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title="Withdraw this request?"
        description="Every business you asked is told, and no more messages or estimates can be sent. The conversations stay here for reference."
      >
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
          <ReasonFieldset
            id="withdraw-reason"
            legend="Why are you withdrawing it?"
            options={WITHDRAW_REASONS}
            labels={WITHDRAW_REASON_LABELS}
            registration={form.register('reason')}
            error={errors.reason?.message}
          />
          <FormField label="Note to the businesses (optional)" error={errors.note?.message}>
            <textarea
              rows={3}
              maxLength={WITHDRAW_NOTE_MAX_LENGTH}
              className="w-full rounded-lg border border-gray-300 px-3 py-2 text-base sm:text-sm aria-[invalid=true]:border-danger-600"
              {...form.register('note')}
            />
          </FormField>
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Keep request
            </Button>
            <Button type="submit" variant="danger" disabled={withdraw.isPending}>
              Withdraw request
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
