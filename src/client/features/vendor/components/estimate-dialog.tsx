import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentProps, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  estimateFormSchema,
  INCLUDES_MAX,
  PRICE_TYPES,
  type Estimate,
  type EstimateFormValues,
  type EstimateValues,
} from '@/contract/estimate';
import { dollarsOfCents } from '@/contract/money';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { useSendEstimate } from '@/client/data/estimates';
import { cn } from '@/client/lib/cn';
import { serverFieldErrors } from '@/client/lib/form-errors';
import { useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';

const DEFAULT_VALIDITY_DAYS = 30;

const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const dollars = (cents: number | null) => (cents === null ? '' : dollarsOfCents(cents));

/** A revision starts from the current estimate; the first one from a blank fixed price. */
function startingValues(current: Estimate | null): EstimateFormValues {
  const inAMonth = localDate(new Date(Date.now() + DEFAULT_VALIDITY_DAYS * 86_400_000));
  return {
    priceType: current?.priceType ?? 'fixed',
    priceCents: dollars(current?.priceCents ?? null),
    minCents: dollars(current?.minCents ?? null),
    maxCents: dollars(current?.maxCents ?? null),
    hourlyRateCents: dollars(current?.hourlyRateCents ?? null),
    estimatedHours: current?.estimatedHours === null ? '' : String(current?.estimatedHours ?? ''),
    includes: current?.includes ?? '',
    earliestStart:
      current && current.earliestStart >= localDate(new Date()) ? current.earliestStart : '',
    validUntil:
      current && current.validUntil >= localDate(new Date()) ? current.validUntil : inAMonth,
    depositCents: dollars(current?.depositCents ?? null),
    depositPercent: current?.depositPercent == null ? '' : String(current.depositPercent),
  };
}

/** How the business asks for a deposit at hire (docs/decisions/096). */
const DEPOSIT_KINDS = ['none', 'amount', 'percent'] as const;
type DepositKind = (typeof DEPOSIT_KINDS)[number];
const depositKindOf = (current: Estimate | null): DepositKind =>
  current?.depositCents != null ? 'amount' : current?.depositPercent != null ? 'percent' : 'none';

/** A row of choices drawn as one segmented control (a radio group). */
function Segmented<V extends string>({
  legend,
  options,
  checked,
  label,
  input,
}: {
  legend: string;
  options: readonly V[];
  checked: V;
  label: (value: V) => string;
  input: (value: V) => ComponentProps<'input'>;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      <div className="mt-1.5 grid grid-cols-3 gap-1 rounded-lg bg-gray-100 p-1">
        {options.map((value) => (
          <label
            key={value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center rounded-md px-2 text-center text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              checked === value ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-700',
            )}
          >
            <input type="radio" value={value} className="sr-only" {...input(value)} />
            {label(value)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

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

/**
 * 'Send estimate': a price (fixed, range or hourly), what it includes, when, and how long it
 * stands. Mounted while open, so each opening starts from the current estimate.
 */
export function EstimateDialog({
  quoteId,
  companyId,
  customerName,
  current,
  open,
  onOpenChange,
}: {
  quoteId: number;
  companyId: number;
  customerName: string;
  current: Estimate | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const send = useSendEstimate(quoteId, companyId);
  const form = useForm<EstimateFormValues, unknown, EstimateValues>({
    resolver: zodResolver<EstimateFormValues, unknown, EstimateValues>(estimateFormSchema),
    defaultValues: startingValues(current),
  });
  const priceType = useWatch({ control: form.control, name: 'priceType' });
  const [depositKind, setDepositKind] = useState(() => depositKindOf(current));
  /** One way at a time: the field of the way not chosen is emptied. */
  const chooseDeposit = (kind: DepositKind) => {
    setDepositKind(kind);
    if (kind !== 'amount') form.setValue('depositCents', '');
    if (kind !== 'percent') form.setValue('depositPercent', '');
    form.clearErrors(['depositCents', 'depositPercent']);
  };
  const errors = form.formState.errors;
  const revising = current !== null;

  const onSubmit = form.handleSubmit((estimate) =>
    send.mutateAsync(estimate).then(
      () => {
        toast({
          variant: 'success',
          title: t(revising ? 'estimateForm.revisedSent' : 'estimateForm.sent'),
          description: t('estimateForm.sentText', { name: customerName }),
        });
        onOpenChange(false);
      },
      (error: unknown) => {
        for (const [name, message] of Object.entries(serverFieldErrors(error))) {
          form.setError(name as keyof EstimateFormValues, { message });
        }
        toastError(t('estimateForm.notSent'), error, t('estimateForm.sendFailed'));
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t(revising ? 'estimateForm.reviseTitle' : 'estimateForm.title')}
        description={t(revising ? 'estimateForm.reviseDescription' : 'estimateForm.description', {
          name: customerName,
        })}
        className="max-w-lg"
      >
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
          <Segmented
            legend={t('estimateForm.price')}
            options={PRICE_TYPES}
            checked={priceType}
            label={(type) => t('estimate.priceType', { type })}
            input={() => form.register('priceType')}
          />

          {priceType === 'fixed' ? (
            <FormField label={t('estimateForm.fixed')} error={errors.priceCents?.message}>
              <MoneyInput {...form.register('priceCents')} />
            </FormField>
          ) : priceType === 'range' ? (
            <div className="grid grid-cols-2 gap-3">
              <FormField label={t('estimateForm.from')} error={errors.minCents?.message}>
                <MoneyInput {...form.register('minCents')} />
              </FormField>
              <FormField label={t('estimateForm.to')} error={errors.maxCents?.message}>
                <MoneyInput {...form.register('maxCents')} />
              </FormField>
            </div>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <FormField
                label={t('estimateForm.hourlyRate')}
                error={errors.hourlyRateCents?.message}
              >
                <MoneyInput {...form.register('hourlyRateCents')} />
              </FormField>
              <FormField label={t('estimateForm.hours')} error={errors.estimatedHours?.message}>
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  {...form.register('estimatedHours')}
                />
              </FormField>
            </div>
          )}

          <FormField
            label={t('estimateForm.includes')}
            error={errors.includes?.message}
            hint={<span className="text-gray-600">{t('estimateForm.includesHint')}</span>}
          >
            <textarea
              rows={4}
              maxLength={INCLUDES_MAX}
              className="w-full rounded-lg border border-gray-300 px-3 py-2 text-base aria-[invalid=true]:border-danger-600 sm:text-sm"
              {...form.register('includes')}
            />
          </FormField>

          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <FormField
              label={t('estimateForm.earliestStart')}
              error={errors.earliestStart?.message}
            >
              <Input type="date" min={localDate(new Date())} {...form.register('earliestStart')} />
            </FormField>
            <FormField label={t('estimateForm.validUntil')} error={errors.validUntil?.message}>
              <Input type="date" min={localDate(new Date())} {...form.register('validUntil')} />
            </FormField>
          </div>

          <div className="space-y-3">
            <Segmented
              legend={t('estimateForm.deposit')}
              options={DEPOSIT_KINDS}
              checked={depositKind}
              label={(kind) => t('estimateForm.depositKind', { kind })}
              input={(kind) => ({
                name: 'depositKind',
                checked: depositKind === kind,
                onChange: () => chooseDeposit(kind),
              })}
            />
            {depositKind === 'none' ? null : (
              <FormField
                label={t(
                  depositKind === 'amount'
                    ? 'estimateForm.depositAmount'
                    : 'estimateForm.depositPercent',
                )}
                error={
                  errors[depositKind === 'amount' ? 'depositCents' : 'depositPercent']?.message
                }
                hint={<span className="text-gray-600">{t('estimateForm.depositHint')}</span>}
              >
                {depositKind === 'amount' ? (
                  <MoneyInput {...form.register('depositCents')} />
                ) : (
                  <Input
                    inputMode="numeric"
                    autoComplete="off"
                    {...form.register('depositPercent')}
                  />
                )}
              </FormField>
            )}
          </div>

          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {t(revising ? 'estimateForm.sendRevised' : 'estimateForm.send')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
