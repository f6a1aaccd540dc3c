import { zodResolver } from '@hookform/resolvers/zod';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { deleteAccountSchema, type DeleteAccountInput } from '@/contract/user';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { ACCOUNT_EXPORT_URL, useDeleteAccount } from '@/client/data/users';
import { messageOf } from '@/client/lib/api-client';
import { useT } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';

/** People own their data (docs/decisions/030, 031): download it all, or delete the account. */
export function YourDataCard() {
  const t = useT();
  const [deleting, setDeleting] = useState(false);
  return (
    <Card title={t('yourData.title')}>
      <p className="text-sm text-gray-600">{t('yourData.intro')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" asChild>
          <a href={ACCOUNT_EXPORT_URL} download>
            <Download className="h-4 w-4" aria-hidden /> {t('yourData.download')}
          </a>
        </Button>
        <Button variant="outline" className="text-danger-700" onClick={() => setDeleting(true)}>
          <Trash2 className="h-4 w-4" aria-hidden /> {t('yourData.delete')}
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </Card>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const deleteAccount = useDeleteAccount();
  const [, navigate] = useLocation();
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  // The promise settles even once the page has gone (signed out, the profile leaves at once).
  const onSubmit = form.handleSubmit((input) =>
    deleteAccount.mutateAsync(input).then(
      () => {
        toast({
          variant: 'success',
          title: t('yourData.deleted'),
          description: t('yourData.deletedBody'),
        });
        navigate('/');
      },
      (error: unknown) =>
        form.setError('password', {
          type: 'server',
          message: messageOf(error, t('yourData.deleteFailed')),
        }),
    ),
  );
  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent title={t('yourData.delete')} description={t('yourData.deleteWarning')}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700">
            <li>{t('yourData.signedOut')}</li>
            <li>{t('yourData.in30Days')}</li>
            <li>{t('yourData.restRemoved')}</li>
          </ul>
          <p className="text-sm text-gray-700">{t('yourData.downloadFirst')}</p>
          <FormField label={t('yourData.password')} error={form.formState.errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={form.formState.isSubmitting}>
              {t('yourData.deleteButton')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
