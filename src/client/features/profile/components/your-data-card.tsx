import { zodResolver } from '@hookform/resolvers/zod';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { ACCOUNT_DELETED, deleteAccountSchema, type DeleteAccountInput } from '@/contract/user';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { ACCOUNT_EXPORT_URL, useDeleteAccount } from '@/client/data/users';
import { messageOf } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';

/** People own their data (docs/decisions/030, 031): download it all, or delete the account. */
export function YourDataCard() {
  const [deleting, setDeleting] = useState(false);
  return (
    <Card title="Your data">
      <p className="text-sm text-gray-600">
        Download everything QuoteLocal holds about you as a ZIP archive (the data as JSON, a page to
        read it in your browser, and your photos), or delete your account.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" asChild>
          <a href={ACCOUNT_EXPORT_URL} download>
            <Download className="h-4 w-4" aria-hidden /> Download my data
          </a>
        </Button>
        <Button variant="outline" className="text-danger-700" onClick={() => setDeleting(true)}>
          <Trash2 className="h-4 w-4" aria-hidden /> Delete my account
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </Card>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
        toast({ variant: 'success', title: 'Account deleted', description: ACCOUNT_DELETED });
        navigate('/');
      },
      (error: unknown) =>
        form.setError('password', {
          type: 'server',
          message: messageOf(error, 'Your account could not be deleted. Please try again.'),
        }),
    ),
  );
  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent
        title="Delete my account"
        description="This cannot be undone. Here is what happens:"
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700">
            <li>You are signed out everywhere now, and your businesses leave the site.</li>
            <li>
              In 30 days your reviews show as &ldquo;Former customer&rdquo;, and the businesses you
              wrote to keep their side of the conversations.
            </li>
            <li>Everything else, photos included, is removed.</li>
          </ul>
          <p className="text-sm text-gray-700">You can download your data first from this page.</p>
          <FormField label="Your password" error={form.formState.errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={form.formState.isSubmitting}>
              Delete account
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
