import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { REPORT_REASONS, reportInputSchema } from '@/contract/moderation';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { useCreateReport } from '@/client/data/reports';
import { messageOf } from '@/client/lib/api-client';
import { cn } from '@/client/lib/cn';
import { useContractMessage, useT } from '@/client/lib/i18n';
import type { ReportItem } from './report-dialog';

/** What the reporter fills in; the item comes from where the dialog was opened. */
const reportFormSchema = reportInputSchema.pick({ reason: true, details: true });
type ReportFormInput = z.input<typeof reportFormSchema>;
type ReportFormValues = z.output<typeof reportFormSchema>;

/** Reasons, optional details, "Send report"; then the thanks. Mounted while open: each opening starts blank. */
export function ReportForm({ item, onClose }: { item: ReportItem; onClose: () => void }) {
  const t = useT();
  const say = useContractMessage();
  const create = useCreateReport();
  const form = useForm<ReportFormInput, unknown, ReportFormValues>({
    resolver: zodResolver<ReportFormInput, unknown, ReportFormValues>(reportFormSchema),
    defaultValues: { details: '' },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    create.mutateAsync({ targetType: item.type, targetId: item.id, ...values }).catch(() => {
      // Shown in the dialog from the mutation's error.
    }),
  );

  if (create.data) {
    return (
      <div className="space-y-5">
        <p role="status" className="text-base text-gray-900">
          {create.data.message}
        </p>
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('common.close')}</Button>
        </div>
      </div>
    );
  }

  const reasonError = errors.reason?.message;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      <fieldset aria-describedby={reasonError ? 'report-reason-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-gray-800">{t('report.why')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {REPORT_REASONS.map((reason) => (
            <label
              key={reason}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-gray-300 px-3 text-sm text-gray-900',
                'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
              )}
            >
              <input
                type="radio"
                value={reason}
                className="h-4 w-4 accent-brand-700"
                {...form.register('reason', { onChange: () => form.clearErrors('reason') })}
              />
              {t('report.reason', { reason })}
            </label>
          ))}
        </div>
        {reasonError ? (
          <p id="report-reason-error" role="alert" className="mt-1.5 text-sm text-danger-700">
            {say(reasonError)}
          </p>
        ) : null}
      </fieldset>

      <FormField label={t('report.details')} error={errors.details?.message}>
        <textarea
          rows={4}
          maxLength={1000}
          className="w-full rounded-lg border border-gray-300 px-3 py-2 text-base aria-[invalid=true]:border-danger-600 sm:text-sm"
          {...form.register('details')}
        />
      </FormField>

      {create.error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-danger-700">
          {messageOf(create.error, t('report.failed'))}
        </p>
      ) : null}

      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {t('report.send')}
        </Button>
      </div>
    </form>
  );
}
