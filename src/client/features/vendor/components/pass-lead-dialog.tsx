import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  PASS_REASONS,
  passLeadSchema,
  type Lead,
  type PassLeadInput,
  type PassReason,
} from '@/contract/lead';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { ReasonFieldset } from '@/client/components/ui/reason-fieldset';
import { usePassLead } from '@/client/data/leads';
import { useT } from '@/client/lib/i18n';
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
  const t = useT();
  const labels = Object.fromEntries(
    PASS_REASONS.map((value) => [value, t('pass.reason', { reason: value })]),
  ) as Record<PassReason, string>;
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
            title: t('pass.done'),
            description: t('pass.doneText'),
          });
          onOpenChange(false);
        },
        (error: unknown) => toastError(t('pass.failed'), error, t('pass.failedText')),
      ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('pass.title')}
        description={t('pass.description', { name: lead.job.quoteName })}
      >
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
          <ReasonFieldset
            id="pass-reason"
            legend={t('pass.legend')}
            options={PASS_REASONS}
            labels={labels}
            registration={form.register('reason')}
            error={errors.reason?.message}
          />
          {reason === 'other' ? (
            <FormField label={t('pass.details')} error={errors.details?.message}>
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
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={pass.isPending}>
              {t('pass.pass')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
