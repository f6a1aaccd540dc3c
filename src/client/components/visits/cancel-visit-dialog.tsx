import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { cancelVisitSchema, type Visit } from '@/contract/visit';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { useCancelVisit } from '@/client/data/visits';
import { useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';
import { ReasonField } from './reason-field';

/** Cancelling a booked visit, with the reason the other side is told. Mounted while open. */
export function CancelVisitDialog({
  visit,
  onOpenChange,
}: {
  visit: Visit;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const cancel = useCancelVisit(visit);
  const form = useForm({
    resolver: zodResolver(cancelVisitSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = form.handleSubmit(({ reason }) =>
    cancel.mutateAsync(reason).then(
      () => {
        toast({ variant: 'success', title: t('visits.cancel.done') });
        onOpenChange(false);
      },
      (error: unknown) => toastError(t('visits.cancel.failed'), error, t('visits.actionFailed')),
    ),
  );
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={t('visits.cancel.title')}
        description={t('visits.cancel.description')}
        closeLabel={t('visits.close')}
      >
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
          <ReasonField
            label={t('visits.cancel.reason')}
            registration={form.register('reason')}
            error={form.formState.errors.reason?.message}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('visits.cancel.keep')}
            </Button>
            <Button type="submit" variant="danger" disabled={form.formState.isSubmitting}>
              {t('visits.cancel.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
