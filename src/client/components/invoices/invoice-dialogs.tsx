import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  type Invoice,
  type InvoiceInput,
  invoiceTotals,
  MAX_INVOICE_LINES,
  MAX_NOTE_LENGTH,
  OFFLINE_METHODS,
  type OfflinePayment,
} from '@/contract/invoice';
import { dollarsOfCents, formatUsd } from '@/contract/money';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { serverFieldErrors } from '@/client/lib/form-errors';
import { useContractMessage, useT } from '@/client/lib/i18n';
import { toastError } from '@/client/lib/toast';
import {
  centsOfDollars,
  invoiceFormSchema,
  type InvoiceFormValues,
  invoiceFormValues,
  localToday,
  paymentFormSchema,
  type PaymentFormValues,
} from './invoice-forms';

const TEXTAREA =
  'w-full rounded-lg border border-gray-300 px-3 py-2 text-base aria-[invalid=true]:border-danger-600 sm:text-sm';

function MoneyInput(props: ComponentProps<typeof Input>) {
  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-gray-600">
        $
      </span>
      <Input inputMode="decimal" autoComplete="off" className="pl-7" {...props} />
    </div>
  );
}

/** Cancel and the form's submit, at the foot of each dialog. */
function DialogButtons({
  onCancel,
  submit,
  pending,
}: {
  onCancel: () => void;
  submit: string;
  pending: boolean;
}) {
  const t = useT();
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={pending}>
        {submit}
      </Button>
    </div>
  );
}

/** A failed save: the server's field errors under their fields, the rest in a toast. */
function showFailure(
  setError: (name: never, error: { message: string }) => void,
  error: unknown,
  title: string,
  fallback: string,
): void {
  for (const [name, message] of Object.entries(serverFieldErrors(error))) {
    setError(name as never, { message });
  }
  toastError(title, error, fallback);
}

/** The business edits its draft: lines, tax rate, discount, notes, due date; the total follows. */
export function InvoiceEditDialog({
  invoice,
  onSave,
  onOpenChange,
}: {
  invoice: Invoice;
  onSave: (input: InvoiceInput) => Promise<unknown>;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const say = useContractMessage();
  const form = useForm<InvoiceFormValues, unknown, InvoiceInput>({
    resolver: zodResolver<InvoiceFormValues, unknown, InvoiceInput>(invoiceFormSchema),
    defaultValues: invoiceFormValues(invoice),
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const typed = useWatch({ control: form.control });
  const errors = form.formState.errors;
  const total = invoiceTotals({
    lines: (typed.lines ?? []).map((line) => ({
      quantity: Number(line?.quantity) || 0,
      unitPriceCents: centsOfDollars(line?.unitPriceCents ?? '') || 0,
    })),
    taxRateBp: centsOfDollars(typed.taxRateBp || '0') || 0,
    discountCents: centsOfDollars(typed.discountCents || '0') || 0,
    depositCreditCents: invoice.depositCreditCents,
  }).totalCents;

  const onSubmit = form.handleSubmit((input) =>
    onSave(input).then(
      () => onOpenChange(false),
      (error: unknown) =>
        showFailure(form.setError, error, t('invoiceForm.notSaved'), t('common.unexpected')),
    ),
  );

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={t('invoiceForm.title', { number: invoice.number })}
        description={t('invoiceForm.description')}
        className="max-w-2xl"
      >
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
          {lines.fields.map((field, i) => {
            const lineErrors = errors.lines?.[i];
            return (
              <fieldset key={field.id} className="rounded-lg border border-gray-200 p-3">
                <legend className="px-1 text-sm font-medium text-gray-800">
                  {t('invoiceForm.line', { n: i + 1 })}
                </legend>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_6rem_8rem_auto]">
                  <FormField
                    label={t('invoiceForm.lineDescription')}
                    error={lineErrors?.description?.message}
                    className="col-span-2 sm:col-span-1"
                  >
                    <Input autoComplete="off" {...form.register(`lines.${i}.description`)} />
                  </FormField>
                  <FormField
                    label={t('invoiceForm.quantity')}
                    error={lineErrors?.quantity?.message}
                  >
                    <Input
                      inputMode="decimal"
                      autoComplete="off"
                      {...form.register(`lines.${i}.quantity`)}
                    />
                  </FormField>
                  <FormField
                    label={t('invoiceForm.unitPrice')}
                    error={lineErrors?.unitPriceCents?.message}
                  >
                    <MoneyInput {...form.register(`lines.${i}.unitPriceCents`)} />
                  </FormField>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="self-end"
                    disabled={lines.fields.length === 1}
                    aria-label={t('invoiceForm.removeLine', { n: i + 1 })}
                    onClick={() => lines.remove(i)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </Button>
                </div>
              </fieldset>
            );
          })}
          {errors.lines?.root?.message || errors.lines?.message ? (
            <p role="alert" className="text-sm text-danger-700">
              {say(errors.lines.root?.message ?? errors.lines.message ?? '')}
            </p>
          ) : null}
          <Button
            variant="outline"
            disabled={lines.fields.length >= MAX_INVOICE_LINES}
            onClick={() => lines.append({ description: '', quantity: '1', unitPriceCents: '' })}
          >
            <Plus className="h-4 w-4" aria-hidden /> {t('invoiceForm.addLine')}
          </Button>

          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <FormField label={t('invoiceForm.taxRate')} error={errors.taxRateBp?.message}>
              <Input inputMode="decimal" autoComplete="off" {...form.register('taxRateBp')} />
            </FormField>
            <FormField label={t('invoiceForm.discount')} error={errors.discountCents?.message}>
              <MoneyInput {...form.register('discountCents')} />
            </FormField>
            <FormField label={t('invoiceForm.dueDate')} error={errors.dueDate?.message}>
              <Input type="date" min={localToday()} {...form.register('dueDate')} />
            </FormField>
          </div>
          <FormField label={t('invoiceForm.notes')} error={errors.notes?.message}>
            <textarea
              rows={3}
              maxLength={MAX_NOTE_LENGTH}
              className={TEXTAREA}
              {...form.register('notes')}
            />
          </FormField>
          <p aria-live="polite" className="text-right font-semibold text-gray-900">
            {t('invoiceForm.total', { total: formatUsd(total) })}
          </p>
          <DialogButtons
            onCancel={() => onOpenChange(false)}
            submit={t('invoiceForm.save')}
            pending={form.formState.isSubmitting}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The business records money it received outside QuoteLocal: the balance by default, today. */
export function PaymentDialog({
  invoice,
  onSave,
  onOpenChange,
}: {
  invoice: Invoice;
  onSave: (payment: OfflinePayment) => Promise<unknown>;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const form = useForm<PaymentFormValues, unknown, OfflinePayment>({
    resolver: zodResolver<PaymentFormValues, unknown, OfflinePayment>(paymentFormSchema),
    defaultValues: {
      method: 'cash',
      amountCents: dollarsOfCents(invoice.balanceCents),
      receivedOn: localToday(),
      reference: '',
    },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((payment) =>
    onSave(payment).then(
      () => onOpenChange(false),
      (error: unknown) =>
        showFailure(form.setError, error, t('paymentForm.notSaved'), t('common.unexpected')),
    ),
  );
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={t('paymentForm.title')}
        description={t('paymentForm.description', {
          number: invoice.number,
          balance: formatUsd(invoice.balanceCents),
        })}
      >
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
          <FormField label={t('paymentForm.method')} error={errors.method?.message}>
            <Select {...form.register('method')}>
              {OFFLINE_METHODS.map((method) => (
                <option key={method} value={method}>
                  {t('invoices.method', { method })}
                </option>
              ))}
            </Select>
          </FormField>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <FormField label={t('paymentForm.amount')} error={errors.amountCents?.message}>
              <MoneyInput {...form.register('amountCents')} />
            </FormField>
            <FormField label={t('paymentForm.receivedOn')} error={errors.receivedOn?.message}>
              <Input type="date" max={localToday()} {...form.register('receivedOn')} />
            </FormField>
          </div>
          <FormField label={t('paymentForm.reference')} error={errors.reference?.message}>
            <Input autoComplete="off" maxLength={200} {...form.register('reference')} />
          </FormField>
          <DialogButtons
            onCancel={() => onOpenChange(false)}
            submit={t('paymentForm.save')}
            pending={form.formState.isSubmitting}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A dialog with one text to send: the customer's note with "I paid", the business's reason for
 * declining it. `schema` is the contract's rule for that text.
 */
export function TextDialog({
  title,
  description,
  label,
  submit,
  schema,
  onSave,
  onOpenChange,
}: {
  title: string;
  description: string;
  label: string;
  submit: string;
  schema: z.ZodType<{ text: string }, { text: string }>;
  onSave: (text: string) => Promise<unknown>;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const form = useForm<{ text: string }>({
    resolver: zodResolver(schema),
    defaultValues: { text: '' },
  });
  const onSubmit = form.handleSubmit(({ text }) =>
    onSave(text).then(
      () => onOpenChange(false),
      (error: unknown) => toastError(t('common.error'), error, t('common.unexpected')),
    ),
  );
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
          <FormField label={label} error={form.formState.errors.text?.message}>
            <textarea
              rows={3}
              maxLength={MAX_NOTE_LENGTH}
              className={TEXTAREA}
              {...form.register('text')}
            />
          </FormField>
          <DialogButtons
            onCancel={() => onOpenChange(false)}
            submit={submit}
            pending={form.formState.isSubmitting}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
