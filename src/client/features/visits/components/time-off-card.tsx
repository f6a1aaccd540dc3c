import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Availability } from '@/contract/visit';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { dayLabel, localDay, startOfDay } from '@/client/components/visits/visit-time';
import { useAddTimeOff, useRemoveTimeOff } from '@/client/data/visits';
import { useLocale, useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';

/** The day after a local date (`YYYY-MM-DD`). */
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Days off (holidays, a week away): whole local days in the business's zone, from the first day's
 * midnight to the midnight after the last. No slots are offered inside them.
 */
export function TimeOffCard({
  companyId,
  timeZone,
  timeOff,
}: {
  companyId: number;
  timeZone: string;
  timeOff: Availability['timeOff'];
}) {
  const t = useT();
  const locale = useLocale();
  const add = useAddTimeOff(companyId);
  const remove = useRemoveTimeOff(companyId);
  const schema = useMemo(
    () =>
      z
        .object({
          from: z.iso.date({ error: t('visits.timeOff.pickDate') }),
          to: z.iso.date({ error: t('visits.timeOff.pickDate') }),
          note: z.string().trim().max(200),
        })
        .refine((v) => v.to >= v.from, { message: t('visits.timeOff.order'), path: ['to'] }),
    [t],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { from: '', to: '', note: '' },
  });
  const errors = form.formState.errors;
  const failed = (error: unknown) =>
    toastError(t('visits.timeOff.failed'), error, t('visits.timeOff.failed'));
  const onSubmit = form.handleSubmit(({ from, to, note }) =>
    add
      .mutateAsync({
        startsAt: startOfDay(from, timeZone),
        endsAt: startOfDay(nextDay(to), timeZone),
        note,
      })
      .then(() => {
        form.reset();
        toast({ variant: 'success', title: t('visits.timeOff.added') });
      }, failed),
  );
  const range = (startsAt: string, endsAt: string) =>
    t('visits.timeOff.range', {
      from: dayLabel(startsAt, timeZone, locale),
      // The last day off is the one before the end's midnight.
      to: dayLabel(new Date(Date.parse(endsAt) - 1).toISOString(), timeZone, locale),
    });

  return (
    <section
      aria-labelledby="time-off"
      className="mt-6 space-y-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="time-off" className="font-semibold text-gray-900">
          {t('visits.timeOff.title')}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t('visits.timeOff.hint')}</p>
      </div>
      {timeOff.length === 0 ? (
        <p className="text-sm text-gray-600">{t('visits.timeOff.none')}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {timeOff.map((off) => (
            <li key={off.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-medium text-gray-900">{range(off.startsAt, off.endsAt)}</span>
                {off.note ? <span className="block text-gray-700">{off.note}</span> : null}
              </span>
              <Button
                variant="ghost"
                size="icon"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(off.id, {
                    onSuccess: () =>
                      toast({ variant: 'success', title: t('visits.timeOff.removed') }),
                    onError: failed,
                  })
                }
                aria-label={t('visits.timeOff.remove', {
                  range: range(off.startsAt, off.endsAt),
                })}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('visits.timeOff.from')} error={errors.from?.message}>
          <Input
            type="date"
            min={localDay(new Date().toISOString(), timeZone)}
            {...form.register('from')}
          />
        </FormField>
        <FormField label={t('visits.timeOff.to')} error={errors.to?.message}>
          <Input type="date" {...form.register('to')} />
        </FormField>
        <FormField
          label={t('visits.timeOff.note')}
          error={errors.note?.message}
          className="sm:col-span-2"
        >
          <Input maxLength={200} {...form.register('note')} />
        </FormField>
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" variant="outline" disabled={form.formState.isSubmitting}>
            {t('visits.timeOff.add')}
          </Button>
        </div>
      </form>
    </section>
  );
}
