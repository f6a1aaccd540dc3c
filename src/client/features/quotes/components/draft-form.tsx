import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { QUOTE_DESCRIPTION_MIN, updateQuoteSchema, type Quote } from '@/contract/quote';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { updateQuote, useSaveDraft, useSubmitQuote } from '@/client/data/quotes';
import { cn } from '@/client/lib/cn';
import { useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';
import { JobFields, missingJobFields } from './job-fields';
import { QuoteImages } from './quote-images';

type DraftForm = z.input<typeof updateQuoteSchema>;
export const RESTORE_DELAY_MS = 100;

/** The 'Edit Quote' form of a draft: name, description with its live counter, images, Save Draft, Submit Quote. */
export function DraftForm({ quote }: { quote: Quote }) {
  const t = useT();
  const form = useForm<DraftForm>({
    resolver: zodResolver(updateQuoteSchema),
    defaultValues: {
      quoteName: quote.quoteName,
      description: quote.description,
      jobZip: quote.job.jobZip ?? '',
      jobAddress: quote.job.jobAddress ?? '',
      timing: quote.job.timing,
      timingDate: quote.job.timingDate ?? '',
      answers: quote.job.answers,
    },
  });
  const save = useSaveDraft(quote.id);
  const submit = useSubmitQuote(quote.id);
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  const length = description.trim().length;
  const longEnough = length >= QUOTE_DESCRIPTION_MIN;
  // A matched request has no companies before it is submitted: they are matched then.
  const hasCompanies = quote.companies.length > 0 || quote.match !== null;

  const onSave = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      () =>
        toast({
          variant: 'success',
          title: t('draft.updated'),
          description: t('draft.updatedText'),
        }),
      (error: unknown) => toastError(t('common.updateFailed'), error, t('quote.updateFailed')),
    ),
  );

  const onSubmit = async () => {
    const values = form.getValues();
    if (!hasCompanies) {
      toast({
        variant: 'destructive',
        title: t('draft.cannotSubmit'),
        description: t('draft.noCompanies'),
      });
      return;
    }
    if (values.description.trim().length < QUOTE_DESCRIPTION_MIN) {
      toast({
        variant: 'destructive',
        title: t('draft.validationError'),
        description: t('draft.tooShortToSubmit'),
      });
      return;
    }
    const missing = missingJobFields(values);
    if (missing.length > 0) {
      for (const [field, message] of missing) form.setError(field, { message: t(message) });
      form.setFocus(missing[0]![0]);
      toast({
        variant: 'destructive',
        title: t('draft.validationError'),
        description: t(missing[0]![1]),
      });
      return;
    }
    try {
      await submit.mutateAsync(values);
      toast({
        variant: 'success',
        title: t('draft.submitted'),
        description: t(quote.match ? 'draft.submittedMatched' : 'draft.submittedText'),
      });
    } catch (error) {
      toastError(t('draft.submitFailed'), error, t('draft.submitFailedText'));
    }
  };

  /** SPEC §4: save the name and description first (a failure is ignored), restore them 100 ms after the upload. */
  const beforeUpload = async () => {
    const values = form.getValues();
    await updateQuote(quote.id, values).catch(() => undefined);
    return () => setTimeout(() => form.reset(values), RESTORE_DELAY_MS);
  };

  return (
    <Card title={t('quotes.edit')}>
      <form onSubmit={(e) => void onSave(e)} noValidate className="space-y-5">
        <FormField label={t('quote.name')} error={form.formState.errors.quoteName?.message}>
          <Input required {...form.register('quoteName')} />
        </FormField>
        <FormField
          label={t('quote.description')}
          error={form.formState.errors.description?.message}
          hint={
            <span
              className={cn('font-medium', longEnough ? 'text-success-600' : 'text-danger-700')}
            >
              {t('draft.counter', { length, min: QUOTE_DESCRIPTION_MIN })}
            </span>
          }
        >
          <textarea
            rows={8}
            required
            placeholder={t('draft.placeholder')}
            className="w-full rounded-lg border border-gray-300 px-3 py-2 text-base sm:text-sm aria-[invalid=true]:border-danger-600"
            {...form.register('description')}
          />
        </FormField>
        <QuoteImages quoteId={quote.id} images={quote.images} beforeUpload={beforeUpload} />
        <JobFields form={form} categorySlug={quote.job.categorySlug} />
        <div className="flex flex-wrap justify-end gap-2 border-t border-gray-100 pt-5">
          <Button type="submit" variant="outline" disabled={form.formState.isSubmitting}>
            {t('draft.save')}
          </Button>
          <Button
            onClick={() => void onSubmit()}
            disabled={!hasCompanies || !longEnough || submit.isPending}
          >
            <Send className="h-4 w-4" aria-hidden /> {t('draft.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
