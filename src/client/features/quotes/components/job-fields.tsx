import { useWatch, type UseFormReturn } from 'react-hook-form';
import { JOB_TIMINGS, questionIn, questionsFor } from '@/contract/job';
import type { QuoteDraftInput } from '@/contract/quote';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { cn } from '@/client/lib/cn';
import { useContractMessage, useLocale, useT, type MessageId } from '@/client/lib/i18n';

type JobFieldName = 'jobZip' | 'timingDate' | `answers.${string}`;

/**
 * What Submit still needs (the ZIP, the date when one was chosen), with the messages to show (the
 * contract's JOB_ZIP_REQUIRED, JOB_ZIP_INVALID and JOB_DATE_REQUIRED).
 */
export function missingJobFields(values: QuoteDraftInput): Array<[JobFieldName, MessageId]> {
  const missing: Array<[JobFieldName, MessageId]> = [];
  const zip = values.jobZip?.trim() ?? '';
  if (!zip) missing.push(['jobZip', 'job.zipRequired']);
  else if (!/^\d{5}$/.test(zip)) missing.push(['jobZip', 'job.zipInvalid']);
  if (values.timing === 'on_date' && !values.timingDate) {
    missing.push(['timingDate', 'job.dateRequired']);
  }
  return missing;
}

function ChoiceGroup({
  legend,
  name,
  options,
  error,
  form,
}: {
  legend: string;
  name: `answers.${string}` | 'timing';
  options: ReadonlyArray<{ value: string; label: string }>;
  error: string | undefined;
  form: UseFormReturn<QuoteDraftInput>;
}) {
  const errorId = `${name}-error`;
  const say = useContractMessage();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 block text-sm font-medium text-gray-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-gray-300 px-4 text-sm text-gray-800',
              'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
            )}
          >
            <input
              type="radio"
              value={option.value}
              className="sr-only"
              {...form.register(name, { onChange: () => form.clearErrors(name) })}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger-700">
          {say(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The job in front of the pro (issue 16, point 2): where (ZIP, and an address only the hired
 * business sees), when, and the trade's questions, drawn from the data in contract/job.ts.
 */
export function JobFields({
  form,
  categorySlug,
}: {
  form: UseFormReturn<QuoteDraftInput>;
  categorySlug: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  const timing = useWatch({ control: form.control, name: 'timing' });
  const errors = form.formState.errors;
  const answerErrors = (errors.answers ?? {}) as Record<string, { message?: string } | undefined>;
  const questions = questionsFor(categorySlug);
  return (
    <section aria-labelledby="job-heading" className="space-y-5 border-t border-gray-100 pt-5">
      <h3 id="job-heading" className="text-base font-semibold text-gray-900">
        {t('job.about')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <FormField label={t('job.zip')} error={errors.jobZip?.message}>
          <Input
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            required
            {...form.register('jobZip', { onChange: () => form.clearErrors('jobZip') })}
          />
        </FormField>
        <FormField
          label={t('job.address')}
          error={errors.jobAddress?.message}
          hint={<span className="text-gray-600">{t('job.addressHint')}</span>}
        >
          <Input autoComplete="street-address" {...form.register('jobAddress')} />
        </FormField>
      </div>
      <ChoiceGroup
        legend={t('job.when')}
        name="timing"
        options={JOB_TIMINGS.map((timing) => ({
          value: timing,
          label: t('job.timing', { timing }),
        }))}
        error={errors.timing?.message}
        form={form}
      />
      {timing === 'on_date' ? (
        <FormField label={t('job.date')} error={errors.timingDate?.message} className="max-w-xs">
          <Input
            type="date"
            min={new Date().toISOString().slice(0, 10)}
            {...form.register('timingDate', { onChange: () => form.clearErrors('timingDate') })}
          />
        </FormField>
      ) : null}
      {questions.length > 0 ? (
        <p className="text-sm text-gray-600">{t('job.questionsIntro')}</p>
      ) : null}
      {questions.map((question) => {
        const { label, options } = questionIn(question, locale);
        return (
          <ChoiceGroup
            key={question.id}
            legend={label}
            name={`answers.${question.id}`}
            options={options}
            error={answerErrors[question.id]?.message}
            form={form}
          />
        );
      })}
    </section>
  );
}
