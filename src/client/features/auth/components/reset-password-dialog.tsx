import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PASSWORD_RESET_DONE, resetPasswordFormSchema } from '@/contract/auth';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { resetPassword } from '@/client/data/auth';
import { messageOf } from '@/client/lib/api-client';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { showServerFieldErrors } from '@/client/lib/form-errors';
import { AuthDialogFrame, AuthSubmitButton } from './auth-dialog-frame';
import { StatusMessage } from './status-message';

type ResetForm = z.input<typeof resetPasswordFormSchema>;
export const RESET_REDIRECT_DELAY_MS = 3000;

export function ResetPasswordDialog() {
  const dialogs = useAuthDialogs();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const succeeded = outcome?.ok === true;

  // After a successful reset the dialog closes after 3 seconds and the login dialog opens.
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => {
      setOutcome(null);
      form.reset();
      dialogs.show('login');
    }, RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [succeeded, dialogs, form]);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!dialogs.resetToken) {
      setOutcome({ ok: false, text: 'Invalid reset token' });
      return;
    }
    try {
      const response = await resetPassword({ token: dialogs.resetToken, password });
      setOutcome({ ok: true, text: response.message ?? PASSWORD_RESET_DONE });
    } catch (error) {
      // A password the server refuses (too common) is said under the field, not twice.
      if (showServerFieldErrors(error, form.setError, ['password', 'confirmPassword'])) return;
      setOutcome({ ok: false, text: messageOf(error, 'Failed to reset password') });
    }
  });

  return (
    <AuthDialogFrame
      dialog="reset"
      title="Reset Your Password"
      description="Choose a new password of at least 8 characters."
      // Once the password is reset, the dialog stays until the login dialog takes its place.
      onDismiss={() => !succeeded && dialogs.close()}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="New password" error={form.formState.errors.password?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            disabled={succeeded}
            {...form.register('password')}
          />
        </FormField>
        <FormField
          label="Confirm new password"
          error={form.formState.errors.confirmPassword?.message}
        >
          <Input
            type="password"
            autoComplete="new-password"
            disabled={succeeded}
            {...form.register('confirmPassword')}
          />
        </FormField>
        {outcome ? <StatusMessage ok={outcome.ok}>{outcome.text}</StatusMessage> : null}
        <AuthSubmitButton
          submitting={form.formState.isSubmitting}
          label="Reset Password"
          pendingLabel="Saving…"
          disabled={succeeded}
        />
      </form>
    </AuthDialogFrame>
  );
}
