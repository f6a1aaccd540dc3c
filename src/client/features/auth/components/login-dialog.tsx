import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loginSchema } from '@/contract/auth';
import { Button } from '@/client/components/ui/button';
import { FormCheckbox } from '@/client/components/ui/form-checkbox';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import type { SuspensionNotice as Notice } from '@/contract/moderation';
import { useLogin } from '@/client/data/auth-actions';
import { ApiError } from '@/client/lib/api-client';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { localStore } from '@/client/lib/local-store';
import { useT } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { AuthDialogFrame, AuthSubmitButton, SwitchDialogPrompt } from './auth-dialog-frame';
import { suspensionOf } from '../suspension-of';
import { SuspensionNotice } from './suspension-notice';
import { useSignedIn } from './use-signed-in';

type LoginForm = z.input<typeof loginSchema>;

export function LoginDialog() {
  const t = useT();
  const dialogs = useAuthDialogs();
  const login = useLogin();
  const signedIn = useSignedIn();
  const recentEmails = localStore.loginEmails();
  const form = useForm<LoginForm, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: recentEmails[0] ?? '', password: '', rememberMe: false },
  });
  const { errors } = form.formState;
  /** A suspended account whose password was right: its reason and appeal replace the form. */
  const [suspension, setSuspension] = useState<Notice | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      localStore.rememberLoginEmail(values.email);
      form.reset({ email: values.email, password: '', rememberMe: false });
      signedIn();
    } catch (error) {
      const notice = suspensionOf(error);
      setSuspension(notice);
      if (notice) form.setValue('password', '');
      toast({
        variant: 'destructive',
        title: t('login.failed'),
        description:
          error instanceof ApiError
            ? (error.serverMessage ?? t('login.checkCredentials'))
            : t('common.unexpected'),
      });
    }
  });

  return (
    <AuthDialogFrame
      dialog="login"
      title={t('login.title')}
      description={t('login.description')}
      onDismiss={() => {
        setSuspension(null);
        dialogs.close();
      }}
    >
      {suspension ? (
        <SuspensionNotice notice={suspension} onBack={() => setSuspension(null)} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label={t('auth.email')} error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              list="recent-login-emails"
              {...form.register('email')}
            />
          </FormField>
          <datalist id="recent-login-emails">
            {recentEmails.map((email) => (
              <option key={email} value={email} />
            ))}
          </datalist>
          <FormField label={t('auth.password')} error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <div className="flex items-center justify-between gap-2">
            <label className="flex items-center gap-2 text-sm text-gray-700">
              <FormCheckbox
                control={form.control}
                name="rememberMe"
                aria-label={t('login.rememberMe')}
              />
              {t('login.rememberMe')}
            </label>
            <Button variant="link" size="sm" onClick={() => dialogs.show('forgot')}>
              {t('login.forgot')}
            </Button>
          </div>
          <AuthSubmitButton
            submitting={form.formState.isSubmitting}
            label={t('header.logIn')}
            pendingLabel={t('login.pending')}
          />
          <SwitchDialogPrompt
            question={t('login.noAccount')}
            to="signup"
            label={t('header.signUp')}
          />
        </form>
      )}
    </AuthDialogFrame>
  );
}
