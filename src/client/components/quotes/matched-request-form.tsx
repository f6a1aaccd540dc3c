import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { JOB_ZIP_INVALID } from '@/contract/job';
import { createMatchedQuoteSchema } from '@/contract/lead';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { useCategoriesWithSubcategories } from '@/client/data/categories';
import { useStartMatchedQuote } from '@/client/data/quote-intent';
import { useT } from '@/client/lib/i18n';
import { localStore } from '@/client/lib/local-store';
import { tradeOf } from './matched-request';

/** The dialog's fields: the ZIP may stay empty (the server then uses the customer's last job's). */
const formSchema = createMatchedQuoteSchema.extend({
  jobZip: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, JOB_ZIP_INVALID),
});
type FormValues = z.infer<typeof formSchema>;

/** Mounted while the dialog is open: each opening starts from the page's trade and ZIP. */
export function MatchedRequestForm({
  trade,
  zip,
  onClose,
}: {
  trade: string;
  zip: string;
  onClose: () => void;
}) {
  const t = useT();
  const categories = useCategoriesWithSubcategories();
  const start = useStartMatchedQuote();
  const lastZip = /^\d{5}$/.test(zip) ? zip : localStore.postalCode().slice(0, 5);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    values: {
      categorySlug: tradeOf(trade, categories.data ?? []),
      jobZip: /^\d{5}$/.test(lastZip) ? lastZip : '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async ({ categorySlug, jobZip }) => {
    // The login dialog (for a visitor) or the draft takes over from here.
    onClose();
    await start({ categorySlug, ...(jobZip ? { jobZip } : {}) });
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <FormField label={t('matchedForm.service')} error={errors.categorySlug?.message}>
        <Select {...form.register('categorySlug')} disabled={categories.isPending}>
          <option value="">{t('matchedForm.chooseService')}</option>
          {(categories.data ?? []).map((c) => (
            <option key={c.id} value={c.slug}>
              {c.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t('job.zip')}
        error={errors.jobZip?.message}
        hint={<span className="text-gray-600">{t('matchedForm.zipHint')}</span>}
      >
        <Input
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          {...form.register('jobZip')}
        />
      </FormField>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('common.continue')}
        </Button>
      </div>
    </form>
  );
}
