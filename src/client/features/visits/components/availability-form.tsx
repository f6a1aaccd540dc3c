import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import {
  availabilityInputSchema,
  BOOKING_MODES,
  type Availability,
  type AvailabilityInput,
} from '@/contract/visit';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { useSaveAvailability } from '@/client/data/visits';
import { serverFieldErrors } from '@/client/lib/form-errors';
import { useContractMessage, useLocale, useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';
import { minutesToTime, timeToMinutes, zoneLabel } from '@/client/components/visits/visit-time';

/** The week as a calendar here shows it: Monday first (weekday 0 is Sunday). */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
/** A new range: 9:00 to 17:00. */
const NEW_RANGE = { startMinute: 9 * 60, endMinute: 17 * 60 };
/** The zones of the United States, offered beside the company's own. */
const US_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
];

const NUMBER_FIELDS = [
  ['visitMinutes', 'visits.availability.visitMinutes'],
  ['bufferMinutes', 'visits.availability.bufferMinutes'],
  ['minNoticeHours', 'visits.availability.minNoticeHours'],
  ['maxDaysAhead', 'visits.availability.maxDaysAhead'],
] as const;

/**
 * The business's booking settings and weekly hours (several ranges a day), as PUT
 * /api/companies/{id}/availability takes them: minutes of the local day in the chosen zone.
 */
export function AvailabilityForm({
  companyId,
  availability,
}: {
  companyId: number;
  availability: Availability;
}) {
  const t = useT();
  const say = useContractMessage();
  const locale = useLocale();
  const save = useSaveAvailability(companyId);
  const values = availabilityInputSchema.parse(availability);
  const form = useForm<AvailabilityInput>({
    resolver: zodResolver(availabilityInputSchema),
    defaultValues: values,
  });
  const weekly = useFieldArray({ control: form.control, name: 'weekly' });
  const errors = form.formState.errors;
  // The whole list's error (overlapping ranges): the resolver puts it at `root` of a field array.
  const weeklyError = errors.weekly?.root?.message ?? errors.weekly?.message;
  const zones = US_ZONES.includes(values.timeZone) ? US_ZONES : [values.timeZone, ...US_ZONES];

  const onSubmit = form.handleSubmit((input) =>
    save.mutateAsync(input).then(
      (saved) => {
        form.reset({ ...input, weekly: saved.weekly });
        toast({ variant: 'success', title: t('visits.availability.saved') });
      },
      (error: unknown) => {
        for (const [name, message] of Object.entries(serverFieldErrors(error))) {
          form.setError(name as keyof AvailabilityInput, { message });
        }
        toastError(t('visits.availability.notSaved'), error, t('visits.availability.saveFailed'));
      },
    ),
  );

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="mt-6 space-y-6 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <fieldset>
        <legend className="font-semibold text-gray-900">{t('visits.availability.mode')}</legend>
        <div className="mt-2 space-y-2">
          {BOOKING_MODES.map((mode) => (
            <label
              key={mode}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-gray-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={mode}
                {...form.register('bookingMode')}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <span>
                <span className="block font-medium text-gray-900">
                  {t('visits.availability.modeName', { mode })}
                </span>
                <span className="block text-sm text-gray-700">
                  {t('visits.availability.modeHint', { mode })}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        {NUMBER_FIELDS.map(([name, label]) => (
          <FormField key={name} label={t(label)} error={errors[name]?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              {...form.register(name, { valueAsNumber: true })}
            />
          </FormField>
        ))}
        <FormField
          label={t('visits.availability.timeZone')}
          error={errors.timeZone?.message}
          className="sm:col-span-2"
        >
          <select
            {...form.register('timeZone')}
            className="h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 sm:text-sm"
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {t('visits.zoneOption', { name: zoneLabel(zone, locale), zone })}
              </option>
            ))}
          </select>
        </FormField>
      </div>

      <fieldset>
        <legend className="font-semibold text-gray-900">{t('visits.availability.weekly')}</legend>
        <p className="mt-1 text-sm text-gray-700">{t('visits.availability.weeklyHint')}</p>
        {weeklyError ? (
          <p role="alert" className="mt-2 text-sm text-danger-700">
            {say(weeklyError)}
          </p>
        ) : null}
        <ul className="mt-3 divide-y divide-gray-100">
          {WEEK.map((weekday) => {
            const day = t('visits.weekday', { day: weekday });
            const ranges = weekly.fields
              .map((field, index) => ({ field, index }))
              .filter(({ field }) => field.weekday === weekday);
            return (
              <li key={weekday} className="py-3 sm:flex sm:items-start sm:gap-4">
                <h3 className="w-28 shrink-0 py-2 font-medium text-gray-900">{day}</h3>
                <div className="flex-1 space-y-2">
                  {ranges.length === 0 ? (
                    <p className="py-2 text-sm text-gray-600">{t('visits.availability.closed')}</p>
                  ) : null}
                  {ranges.map(({ field, index }) => {
                    const error = errors.weekly?.[index]?.endMinute?.message;
                    return (
                      <div key={field.id}>
                        <div className="flex items-center gap-2">
                          <Controller
                            control={form.control}
                            name={`weekly.${index}.startMinute`}
                            render={({ field: f }) => (
                              <Input
                                type="time"
                                step={900}
                                className="min-w-0 flex-1 px-2 sm:w-36 sm:flex-none"
                                aria-label={t('visits.availability.from', { day })}
                                value={minutesToTime(f.value % 1440)}
                                onChange={(e) => f.onChange(timeToMinutes(e.target.value))}
                                onBlur={f.onBlur}
                              />
                            )}
                          />
                          <span aria-hidden>–</span>
                          <Controller
                            control={form.control}
                            name={`weekly.${index}.endMinute`}
                            render={({ field: f }) => (
                              <Input
                                type="time"
                                step={900}
                                className="min-w-0 flex-1 px-2 sm:w-36 sm:flex-none"
                                aria-label={t('visits.availability.to', { day })}
                                aria-invalid={error ? true : undefined}
                                value={minutesToTime(f.value % 1440)}
                                // Midnight at the end is the end of the day.
                                onChange={(e) => f.onChange(timeToMinutes(e.target.value) || 1440)}
                                onBlur={f.onBlur}
                              />
                            )}
                          />
                          <Button
                            variant="ghost"
                            size="icon"
                            onClick={() => weekly.remove(index)}
                            aria-label={t('visits.availability.remove', { day })}
                          >
                            <Trash2 className="h-4 w-4" aria-hidden />
                          </Button>
                        </div>
                        {error ? (
                          <p role="alert" className="mt-1 text-sm text-danger-700">
                            {say(error)}
                          </p>
                        ) : null}
                      </div>
                    );
                  })}
                  <Button
                    variant="link"
                    size="sm"
                    onClick={() => weekly.append({ weekday, ...NEW_RANGE })}
                    aria-label={t('visits.availability.addOn', { day })}
                  >
                    <Plus className="h-4 w-4" aria-hidden /> {t('visits.availability.add')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting
            ? t('visits.availability.saving')
            : t('visits.availability.save')}
        </Button>
      </div>
    </form>
  );
}
