import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  PASS_REASON_LABELS,
  PASS_REASONS,
  passLeadSchema,
  type Lead,
  type PassLeadInput,
} from '@/contract/lead';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { usePassLead } from '@/client/data/leads';
import { toast, toastError } from '@/client/lib/toast';

/**
 * Pass on a lead: a reason (and a few words for Other); the request goes to the next match.
 * Mounted while open, so each opening starts blank.
 */
export function PassLeadDialog({
  lead,
  open,
  onOpenChange,
}: {
  lead: Lead;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const pass = usePassLead();
  const form = useForm<PassLeadInput>({ resolver: zodResolver(passLeadSchema) });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(({ reason: chosen, details }) =>
    pass
      .mutateAsync({
        lead,
        // Details only go with Other, where they are asked for.
        answer: chosen === 'other' ? { reason: chosen, details } : { reason: chosen },
      })
      .then(
        () => {
          toast({
            variant: 'success',
            title: 'Lead passed',
            description: 'It goes to another pro.',
          });
          onOpenChange(false);
        },
        (error: unknown) => toastError('Could not pass', error, 'Failed to pass the lead'),
      ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Pass on this request?"
        description={`“${lead.job.quoteName}” goes to another pro. Why are you passing?`}
      >
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
          <fieldset aria-describedby={errors.reason ? 'pass-reason-error' : undefined}>
            <legend className="text-sm font-medium text-gray-800">Reason</legend>
            <div className="mt-2 space-y-1">
              {PASS_REASONS.map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-gray-900 hover:bg-gray-50"
                >
                  <input
                    type="radio"
                    value={value}
                    className="h-4 w-4 accent-brand-700"
                    {...form.register('reason')}
                  />
                  {PASS_REASON_LABELS[value]}
                </label>
              ))}
            </div>
            {errors.reason ? (
              <p id="pass-reason-error" role="alert" className="mt-1.5 text-sm text-danger-700">
                {errors.reason.message}
              </p>
            ) : null}
          </fieldset>
          {reason === 'other' ? (
            <FormField label="Details" error={errors.details?.message}>
              <textarea
                rows={3}
                maxLength={500}
                className="w-full rounded-lg border border-gray-300 px-3 py-2 text-base sm:text-sm aria-[invalid=true]:border-danger-600"
                {...form.register('details')}
              />
            </FormField>
          ) : null}
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pass.isPending}>
              Pass
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
