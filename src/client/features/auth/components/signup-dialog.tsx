import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { EMAIL_IN_USE, signupSchema } from '@/contract/auth';
import { FormCheckboxField } from '@/client/components/ui/form-checkbox';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { useSignup } from '@/client/data/auth-actions';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { showServerFieldErrors } from '@/client/lib/form-errors';
import { T, useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';
import { AuthDialogFrame, AuthSubmitButton, SwitchDialogPrompt } from './auth-dialog-frame';
import { useEmailAvailability } from './use-email-availability';
import { useSignedIn } from './use-signed-in';

type SignupForm = z.input<typeof signupSchema>;

const emptyForm: SignupForm = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  terms: false as unknown as true,
};

const signupFields = Object.keys(emptyForm) as (keyof SignupForm)[];

export function SignupDialog() {
  const t = useT();
  const dialogs = useAuthDialogs();
  const signup = useSignup();
  const signedIn = useSignedIn();
  const form = useForm<SignupForm, unknown, z.output<typeof signupSchema>>({
    resolver: zodResolver(signupSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;
  const availability = useEmailAvailability(useWatch({ control: form.control, name: 'email' }));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signup.mutateAsync(values);
      form.reset(emptyForm);
      toast({
        variant: 'success',
        title: t('signup.welcome'),
        description: t('signup.ready'),
      });
      signedIn();
    } catch (error) {
      showServerFieldErrors(error, form.setError, signupFields);
      toastError(t('signup.failed'), error, t('signup.failed'));
    }
  });

  const emailHint =
    availability === 'taken' ? (
      <span className="text-danger-700">{EMAIL_IN_USE}</span>
    ) : availability === 'available' ? (
      <span className="text-success-600">{t('signup.emailAvailable')}</span>
    ) : availability === 'checking' ? (
      <span className="text-gray-600">{t('signup.checking')}</span>
    ) : undefined;

  return (
    <AuthDialogFrame
      dialog="signup"
      title={t('signup.title')}
      description={t('signup.description')}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('signup.firstName')} error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField label={t('signup.lastName')} error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
        <FormField label={t('auth.email')} error={errors.email?.message} hint={emailHint}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label={t('auth.password')} error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label={t('signup.confirmPassword')} error={errors.confirmPassword?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        </FormField>
        <FormCheckboxField control={form.control} name="terms">
          <T
            id="signup.acceptTerms"
            components={{
              0: (
                <Link
                  href="/terms"
                  className="text-brand-700 underline"
                  onClick={() => dialogs.close()}
                />
              ),
              1: (
                <Link
                  href="/privacy"
                  className="text-brand-700 underline"
                  onClick={() => dialogs.close()}
                />
              ),
            }}
          />
        </FormCheckboxField>
        <AuthSubmitButton
          submitting={form.formState.isSubmitting}
          label={t('header.signUp')}
          pendingLabel={t('signup.pending')}
        />
        <SwitchDialogPrompt
          question={t('signup.haveAccount')}
          to="login"
          label={t('header.logIn')}
        />
      </form>
    </AuthDialogFrame>
  );
}
