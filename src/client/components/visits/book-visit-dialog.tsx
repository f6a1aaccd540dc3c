import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { rescheduleVisitSchema, type Visit } from '@/contract/visit';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { useBookVisit, useRescheduleVisit, useSlots } from '@/client/data/visits';
import { useContractMessage, useLocale, useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';
import { dayLabel, timeLabel } from './visit-time';
import { ReasonField } from './reason-field';
import { SlotPicker } from './slot-picker';

/** Booking asks for a time only; moving a visit asks for a reason too. */
const bookingSchema = rescheduleVisitSchema.extend({ reason: z.string() });

/**
 * "Book a visit" (the customer) or "Reschedule" (either side, `visit` given): the business's free
 * times in its zone, then one click. Mounted while open, so each opening starts afresh.
 */
export function BookVisitDialog({
  quoteId,
  companyId,
  otherName,
  visit,
  onOpenChange,
}: {
  quoteId: number;
  companyId: number;
  otherName: string;
  visit?: Visit;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const say = useContractMessage();
  const locale = useLocale();
  const slots = useSlots(quoteId, companyId);
  const book = useBookVisit(quoteId, companyId);
  const reschedule = useRescheduleVisit(quoteId, companyId);
  const form = useForm({
    resolver: zodResolver(visit ? rescheduleVisitSchema : bookingSchema),
    defaultValues: { startsAt: '', reason: '' },
  });
  const zone = slots.data?.timeZone ?? '';
  const instant = slots.data?.bookingMode === 'instant';

  const onSubmit = form.handleSubmit(async ({ startsAt, reason }) => {
    try {
      const saved = visit
        ? await reschedule.mutateAsync({ visitId: visit.id, startsAt, reason })
        : await book.mutateAsync(startsAt);
      toast({
        variant: 'success',
        title: t('visits.book.done', { status: visit ? 'moved' : saved.status }),
        description: t('visits.book.doneAt', {
          name: otherName,
          day: dayLabel(saved.startsAt, zone, locale),
          time: timeLabel(saved.startsAt, zone, locale),
        }),
      });
      onOpenChange(false);
    } catch (error) {
      form.setValue('startsAt', '');
      toastError(t('visits.book.failed'), error, t('visits.book.failedFallback'));
    }
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={visit ? t('visits.book.rescheduleTitle') : t('visits.book.title')}
        description={t('visits.book.description', { name: otherName })}
        className="max-w-lg"
        closeLabel={t('visits.close')}
      >
        {slots.isPending ? (
          <div className="h-40 animate-pulse rounded-lg bg-gray-100" aria-busy="true" />
        ) : !slots.data || zone === '' ? (
          <p role="alert" className="text-sm text-gray-800">
            {slots.data
              ? t('visits.book.noHours', { name: otherName })
              : t('visits.book.loadFailed')}
          </p>
        ) : (
          <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
            <Controller
              control={form.control}
              name="startsAt"
              render={({ field, fieldState }) => (
                <div>
                  <SlotPicker
                    slots={slots.data.slots}
                    zone={zone}
                    value={field.value || null}
                    onChange={field.onChange}
                  />
                  {fieldState.error ? (
                    <p role="alert" className="mt-2 text-sm text-danger-700">
                      {say(fieldState.error.message ?? '')}
                    </p>
                  ) : null}
                </div>
              )}
            />
            {visit ? (
              <ReasonField
                label={t('visits.reschedule.reason')}
                registration={form.register('reason')}
                error={form.formState.errors.reason?.message}
              />
            ) : (
              <p className="text-sm text-gray-700">
                {t('visits.book.modeHint', { mode: instant ? 'instant' : 'request' })}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('visits.back')}
              </Button>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {t('visits.book.submit', {
                  mode: visit ? 'reschedule' : instant ? 'instant' : 'request',
                })}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
