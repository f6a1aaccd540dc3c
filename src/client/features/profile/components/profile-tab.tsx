import { zodResolver } from '@hookform/resolvers/zod';
import {
  AlertTriangle,
  BadgeCheck,
  LogOut,
  Mail,
  MonitorSmartphone,
  Pencil,
  Plus,
} from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { User } from '@/contract/user';
import { phoneNumberSchema, textNotificationsFormSchema } from '@/contract/user-settings';
import { useAddBusiness } from '@/client/components/companies/use-add-business';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { EmailAddress } from '@/client/components/ui/email-address';
import { FormCheckboxField } from '@/client/components/ui/form-checkbox';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Switch } from '@/client/components/ui/switch';
import { resendVerification } from '@/client/data/auth';
import { useSignOut } from '@/client/data/auth-actions';
import { useOwnsCompany } from '@/client/data/companies';
import { useUpdateSettings } from '@/client/data/users';
import { messageOf } from '@/client/lib/api-client';
import { T, useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';
import { PushNotificationsCard } from './push-notifications-card';
import { YourDataCard } from './your-data-card';

function SettingRow({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex items-center justify-between gap-4 py-3">
      <span>
        <span className="block font-medium text-gray-900">{label}</span>
        <span className="block text-sm text-gray-600">{hint}</span>
      </span>
      <Switch checked={checked} disabled={disabled} onCheckedChange={onChange} aria-label={label} />
    </label>
  );
}

/** A change of notification settings, told alike from the switches and the text-messages dialog. */
function useSettingsToasts() {
  const t = useT();
  return {
    saved: () => toast({ variant: 'success', title: t('settings.saved') }),
    failed: (error: unknown) =>
      toast({
        variant: 'destructive',
        title: t('settings.failed'),
        description: messageOf(error, '') || undefined,
      }),
  };
}

export function ProfileTab({ user }: { user: User }) {
  const t = useT();
  const toasts = useSettingsToasts();
  const settings = useUpdateSettings(user.id);
  const signOut = useSignOut();
  const signOutEverywhere = useSignOut('everywhere');
  const [confirmingEverywhere, setConfirmingEverywhere] = useState(false);
  const addBusiness = useAddBusiness();
  // A customer without a business reads about their own quotes, not about answering requests.
  const owner = useOwnsCompany();
  const [dialog, setDialog] = useState<'phone' | 'text' | null>(null);

  const change = (patch: Parameters<typeof settings.mutate>[0]) =>
    settings.mutate(patch, { onSuccess: toasts.saved, onError: toasts.failed });

  const resend = () =>
    resendVerification()
      .then(({ message }) =>
        toast({ variant: 'success', title: t('settings.emailSent'), description: message }),
      )
      .catch((error: unknown) => toastError(t('common.error'), error, t('settings.emailNotSent')));

  return (
    <div className="space-y-6">
      {!user.isVerified ? (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center"
        >
          <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden />
          <p className="flex-1 text-sm">
            <T
              id="settings.verify"
              components={{
                0: (
                  <strong>
                    <EmailAddress email={user.email} />
                  </strong>
                ),
              }}
            />
          </p>
          <Button variant="outline" size="sm" onClick={() => void resend()}>
            <Mail className="h-4 w-4" aria-hidden /> {t('settings.resend')}
          </Button>
        </div>
      ) : null}

      <Card title={t('settings.account')}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-gray-600">{t('settings.name')}</dt>
            <dd className="font-medium text-gray-900">
              {user.firstName} {user.lastName}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-gray-600">{t('settings.email')}</dt>
            <dd className="font-medium text-gray-900">
              <EmailAddress email={user.email} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-gray-600">{t('settings.verification')}</dt>
            <dd className="font-medium">
              {user.isVerified ? (
                <span className="inline-flex items-center gap-1 text-success-600">
                  <BadgeCheck className="h-4 w-4" aria-hidden /> {t('settings.verified')}
                </span>
              ) : (
                <span className="text-warning-600">{t('settings.notVerified')}</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-gray-600">{t('settings.phone')}</dt>
            <dd className="flex items-center gap-2 font-medium text-gray-900">
              {user.phoneNumber ?? (
                <span className="font-normal text-gray-600">{t('settings.notSet')}</span>
              )}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setDialog('phone')}
                aria-label={t('settings.editPhone')}
              >
                <Pencil className="h-4 w-4" aria-hidden />
              </Button>
            </dd>
          </div>
        </dl>
        <div className="mt-6 flex flex-wrap gap-2">
          <Button variant="outline" onClick={signOut}>
            <LogOut className="h-4 w-4" aria-hidden /> {t('settings.logOut')}
          </Button>
          <Button variant="ghost" onClick={() => setConfirmingEverywhere(true)}>
            <MonitorSmartphone className="h-4 w-4" aria-hidden /> {t('settings.everywhere')}
          </Button>
        </div>
        <ConfirmDialog
          open={confirmingEverywhere}
          onOpenChange={setConfirmingEverywhere}
          title={t('settings.everywhereTitle')}
          description={t('settings.everywhereBody')}
          confirmLabel={t('settings.everywhere')}
          destructive
          onConfirm={signOutEverywhere}
        />
      </Card>

      <Card title={t('notifications.title')}>
        <div className="divide-y divide-gray-100">
          <SettingRow
            label={t('settings.emailNotifications')}
            hint={t('settings.emailNotificationsHint')}
            checked={user.emailNotifications}
            onChange={(on) => change({ emailNotifications: on })}
          />
          {owner ? (
            <SettingRow
              label={t('settings.quoteEmails')}
              hint={t('settings.quoteEmailsHint')}
              checked={user.emailNotificationsQuotes}
              disabled={!user.emailNotifications}
              onChange={(on) => change({ emailNotificationsQuotes: on })}
            />
          ) : null}
          <SettingRow
            label={t('settings.messageEmails')}
            hint={t(owner ? 'settings.messageEmailsOwner' : 'settings.messageEmailsCustomer')}
            checked={user.emailNotificationsMessages}
            disabled={!user.emailNotifications}
            onChange={(on) => change({ emailNotificationsMessages: on })}
          />
          <SettingRow
            label={t('settings.textNotifications')}
            hint={t('settings.textNotificationsHint')}
            checked={user.textNotifications}
            onChange={(on) => (on ? setDialog('text') : change({ textNotifications: false }))}
          />
        </div>
      </Card>

      <PushNotificationsCard />

      <Card title={t('settings.subscription')}>
        <div className="flex items-center justify-between">
          <div>
            <p className="font-medium text-gray-900">{t('settings.freePlan')}</p>
            <p className="text-sm text-gray-600">
              {t(owner ? 'settings.freePlanOwner' : 'settings.freePlanCustomer')}
            </p>
          </div>
          <Button variant="outline" disabled>
            {t('settings.manage')}
          </Button>
        </div>
      </Card>

      <YourDataCard />

      <div>
        <Button onClick={addBusiness} disabled={!user.isVerified}>
          <Plus className="h-4 w-4" aria-hidden /> {t('settings.addBusiness')}
        </Button>
        {!user.isVerified ? (
          <p className="mt-2 text-sm text-gray-600">{t('settings.verifyToAdd')}</p>
        ) : null}
      </div>

      <PhoneDialog user={user} open={dialog === 'phone'} onClose={() => setDialog(null)} />
      <TextNotificationsDialog
        user={user}
        open={dialog === 'text'}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}

function PhoneDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const t = useT();
  const settings = useUpdateSettings(user.id);
  const [phone, setPhone] = useState(user.phoneNumber ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    const parsed = phoneNumberSchema.safeParse(phone);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    settings.mutate(
      { phoneNumber: parsed.data },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: t('settings.phoneUpdated') });
          onClose();
        },
        onError: (e) => setError(messageOf(e, t('settings.failed'))),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent title={t('settings.phoneNumber')} description={t('settings.phoneDialogHint')}>
        <div className="space-y-4">
          <FormField label={t('settings.phoneNumber')} error={error}>
            <Input
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button onClick={save} disabled={settings.isPending}>
              {t('photoManager.save')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

type TextForm = z.input<typeof textNotificationsFormSchema>;

function TextNotificationsDialog({
  user,
  open,
  onClose,
}: {
  user: User;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const toasts = useSettingsToasts();
  const settings = useUpdateSettings(user.id);
  const form = useForm<TextForm>({
    resolver: zodResolver(textNotificationsFormSchema),
    defaultValues: {
      phoneNumber: user.phoneNumber ?? '',
      smsTermsAccepted: false as unknown as true,
    },
  });
  const onSubmit = form.handleSubmit(({ phoneNumber }) =>
    settings
      .mutateAsync({ textNotifications: true, phoneNumber, smsTermsAccepted: true })
      .then(() => {
        toasts.saved();
        onClose();
      }, toasts.failed),
  );
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title={t('settings.textNotifications')}
        description={t('settings.textDialogHint')}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField
            label={t('settings.phoneNumber')}
            error={form.formState.errors.phoneNumber?.message}
          >
            <Input type="tel" autoComplete="tel" {...form.register('phoneNumber')} />
          </FormField>
          <FormCheckboxField control={form.control} name="smsTermsAccepted">
            {t('settings.smsTerms')}
          </FormCheckboxField>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {t('settings.saveEnable')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
