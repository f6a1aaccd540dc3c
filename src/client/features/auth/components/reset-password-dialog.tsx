import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { resetPasswordFormSchema } from '@/contract/auth';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { resetPassword } from '@/client/data/auth';
import { messageOf } from '@/client/lib/api-client';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { showServerFieldErrors } from '@/client/lib/form-errors';
import { useT } from '@/client/lib/i18n';
import { AuthDialogFrame, AuthSubmitButton } from './auth-dialog-frame';
import { StatusMessage } from './status-message';

type ResetForm = z.input<typeof resetPasswordFormSchema>;
export const RESET_REDIRECT_DELAY_MS = 3000;

export function ResetPasswordDialog() {
  const t = useT();
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
      setOutcome({ ok: false, text: t('reset.invalidToken') });
      return;
    }
    try {
      const response = await resetPassword({ token: dialogs.resetToken, password });
      setOutcome({ ok: true, text: response.message ?? t('reset.done') });
    } catch (error) {
      // A password the server refuses (too common) is said under the field, not twice.
      if (showServerFieldErrors(error, form.setError, ['password', 'confirmPassword'])) return;
      setOutcome({ ok: false, text: messageOf(error, t('reset.failed')) });
    }
  });

  return (
    <AuthDialogFrame
      dialog="reset"
      title={t('reset.title')}
      description={t('reset.description')}
      // Once the password is reset, the dialog stays until the login dialog takes its place.
      onDismiss={() => !succeeded && dialogs.close()}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label={t('reset.newPassword')} error={form.formState.errors.password?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            disabled={succeeded}
            {...form.register('password')}
          />
        </FormField>
        <FormField
          label={t('reset.confirmPassword')}
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
          label={t('reset.submit')}
          pendingLabel={t('reset.saving')}
          disabled={succeeded}
        />
      </form>
    </AuthDialogFrame>
  );
}
