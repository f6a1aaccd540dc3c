import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Project, projectFormSchema, type ProjectFormValues } from '@/contract/portfolio';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { useSaveProject } from '@/client/data/portfolio';
import { showServerFieldErrors } from '@/client/lib/form-errors';
import { useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';

const dollarsOf = (cents: number | null) => (cents === null ? '' : String(Math.round(cents / 100)));

const valuesOf = (project: Project | undefined): ProjectFormValues => ({
  title: project?.title ?? '',
  description: project?.description ?? '',
  subcategoryId: project ? String(project.subcategoryId) : '',
  city: project?.city ?? '',
  costMin: dollarsOf(project?.costMinCents ?? null),
  costMax: dollarsOf(project?.costMaxCents ?? null),
  completedMonth: project?.completedMonth ?? '',
});

const FIELD_NAMES = ['title', 'description', 'subcategoryId', 'city', 'completedMonth'] as const;

/**
 * A project's fields, new (`project` absent) or edited; `trades` are the business's own. Saved,
 * the new project is handed to `onSaved` (for its photos).
 */
export function ProjectForm({
  companyId,
  trades,
  project,
  onSaved,
  onCancel,
}: {
  companyId: number;
  trades: Array<{ id: number; name: string }>;
  project?: Project;
  onSaved: (project: Project) => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const save = useSaveProject(companyId);
  const form = useForm<ProjectFormValues, unknown, z.output<typeof projectFormSchema>>({
    resolver: zodResolver(projectFormSchema),
    defaultValues: valuesOf(project),
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((input) =>
    save.mutateAsync({ input, ...(project ? { projectId: project.id } : {}) }).then(
      (saved) => {
        toast({ variant: 'success', title: t(project ? 'portfolio.saved' : 'portfolio.added') });
        if (!project) form.reset(valuesOf(undefined));
        onSaved(saved);
      },
      (error: unknown) => {
        if (!showServerFieldErrors(error, form.setError, [...FIELD_NAMES])) {
          toastError(t('portfolio.saveFailed'), error, t('common.tryAgain'));
        }
      },
    ),
  );
  const field = 'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base sm:text-sm';
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <FormField label={t('portfolio.title')} error={errors.title?.message}>
        <Input {...form.register('title')} />
      </FormField>
      <FormField label={t('portfolio.description')} error={errors.description?.message}>
        <textarea rows={4} className={field} {...form.register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('portfolio.trade')} error={errors.subcategoryId?.message}>
          <select className={`${field} min-h-11`} {...form.register('subcategoryId')}>
            <option value="">{t('portfolio.chooseTrade')}</option>
            {trades.map((trade) => (
              <option key={trade.id} value={trade.id}>
                {trade.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('portfolio.city')} error={errors.city?.message}>
          <Input {...form.register('city')} />
        </FormField>
        <FormField label={t('portfolio.costMin')} error={errors.costMin?.message}>
          <Input inputMode="numeric" {...form.register('costMin')} />
        </FormField>
        <FormField label={t('portfolio.costMax')} error={errors.costMax?.message}>
          <Input inputMode="numeric" {...form.register('costMax')} />
        </FormField>
        <FormField label={t('portfolio.completedMonth')} error={errors.completedMonth?.message}>
          <Input type="month" {...form.register('completedMonth')} />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t(project ? 'portfolio.save' : 'portfolio.add')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
