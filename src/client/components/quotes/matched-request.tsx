import { zodResolver } from '@hookform/resolvers/zod';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CategoryWithSubcategories } from '@/contract/category';
import { JOB_ZIP_INVALID } from '@/contract/job';
import { createMatchedQuoteSchema, MAX_MATCHED_PROS } from '@/contract/lead';
import { Button, type ButtonProps } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { useCategoriesWithSubcategories } from '@/client/data/categories';
import { useStartMatchedQuote } from '@/client/data/quote-intent';
import { localStore } from '@/client/lib/local-store';

export const MATCHED_REQUEST_LABEL = `Get quotes from up to ${MAX_MATCHED_PROS} pros`;

/** The dialog's fields: the ZIP may stay empty (the server then uses the customer's last job's). */
const formSchema = createMatchedQuoteSchema.extend({
  jobZip: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, JOB_ZIP_INVALID),
});
type FormValues = z.infer<typeof formSchema>;

const slugOf = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The trade a search's words name, if any: a category or subcategory by its slug or name
 * ("plumber", "Roof repair"), else the only category whose names contain the words.
 */
export function tradeOf(text: string, categories: readonly CategoryWithSubcategories[]): string {
  const wanted = slugOf(text);
  if (wanted.length < 3) return '';
  const names = (c: CategoryWithSubcategories) => [c, ...c.subcategories];
  const exact = categories.find((c) =>
    names(c).some((n) => n.slug === wanted || slugOf(n.name) === wanted),
  );
  if (exact) return exact.slug;
  const partial = categories.filter((c) => names(c).some((n) => slugOf(n.name).includes(wanted)));
  return partial.length === 1 ? partial[0]!.slug : '';
}

/**
 * "Get quotes from up to 5 pros" and its dialog: the service and the job's ZIP, then Continue
 * opens the new draft (a visitor logs in first and comes back to it). `trade` presets the service
 * (a category's slug, or a search's words); `zip` the ZIP, else the last one searched.
 */
export function MatchedRequestButton({
  trade = '',
  zip = '',
  ...button
}: { trade?: string; zip?: string } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button {...button}>
          <Users className="h-4 w-4" aria-hidden /> {MATCHED_REQUEST_LABEL}
        </Button>
      </DialogTrigger>
      {open ? (
        <MatchedRequestDialog trade={trade} zip={zip} onClose={() => setOpen(false)} />
      ) : null}
    </Dialog>
  );
}

/** Mounted while open: each opening starts from the page's trade and ZIP. */
function MatchedRequestDialog({
  trade,
  zip,
  onClose,
}: {
  trade: string;
  zip: string;
  onClose: () => void;
}) {
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
    <DialogContent
      title={MATCHED_REQUEST_LABEL}
      description={`Describe the job once: we send it to up to ${MAX_MATCHED_PROS} pros who work in your area, and you hear back from those who accept.`}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <FormField label="Service" error={errors.categorySlug?.message}>
          <Select {...form.register('categorySlug')} disabled={categories.isPending}>
            <option value="">Choose a service</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.slug}>
                {c.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label="Job ZIP code"
          error={errors.jobZip?.message}
          hint={<span className="text-gray-600">Where the job is. You can change it later.</span>}
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
            Cancel
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            Continue
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
