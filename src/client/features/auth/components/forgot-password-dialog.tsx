import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FORGOT_PASSWORD_SENT, forgotPasswordSchema } from '@/contract/auth';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { requestPasswordReset } from '@/client/data/auth';
import { ApiError } from '@/client/lib/api-client';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { useT } from '@/client/lib/i18n';
import { AuthDialogFrame, AuthSubmitButton } from './auth-dialog-frame';
import { StatusMessage } from './status-message';

type ForgotForm = z.input<typeof forgotPasswordSchema>;

export function ForgotPasswordDialog() {
  const t = useT();
  const dialogs = useAuthDialogs();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<ForgotForm, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const response = await requestPasswordReset(values);
      setOutcome({ ok: true, text: response.message ?? FORGOT_PASSWORD_SENT });
    } catch (error) {
      setOutcome({ ok: false, text: forgotFailure(error) });
    }
  });

  const close = () => {
    setOutcome(null);
    form.reset();
  };

  return (
    <AuthDialogFrame
      dialog="forgot"
      title={t('forgot.title')}
      description={t('forgot.description')}
      onDismiss={() => {
        close();
        dialogs.close();
      }}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label={t('auth.email')} error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        {outcome ? <StatusMessage ok={outcome.ok}>{outcome.text}</StatusMessage> : null}
        <AuthSubmitButton
          submitting={form.formState.isSubmitting}
          label={t('forgot.send')}
          pendingLabel={t('forgot.pending')}
        />
        <Button
          variant="ghost"
          className="w-full"
          onClick={() => {
            close();
            dialogs.show('login');
          }}
        >
          {t('forgot.backToLogin')}
        </Button>
      </form>
    </AuthDialogFrame>
  );
}

function forgotFailure(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Failed to process request';
  if (error instanceof TypeError) return `Error: ${error.message}`;
  return `An unexpected error occurred: ${error instanceof Error ? error.message : String(error)}`;
}
