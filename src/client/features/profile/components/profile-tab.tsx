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
import { resendVerification, useSignOut } from '@/client/data/auth';
import { useOwnsCompany } from '@/client/data/companies';
import { useUpdateSettings } from '@/client/data/users';
import { messageOf } from '@/client/lib/api-client';
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
const toastSettingsSaved = () =>
  toast({ variant: 'success', title: 'Notification preferences updated successfully' });
const toastSettingsFailed = (error: unknown) =>
  toast({
    variant: 'destructive',
    title: 'Failed to update notification preferences',
    description: messageOf(error, '') || undefined,
  });

export function ProfileTab({ user }: { user: User }) {
  const settings = useUpdateSettings(user.id);
  const signOut = useSignOut();
  const signOutEverywhere = useSignOut('everywhere');
  const [confirmingEverywhere, setConfirmingEverywhere] = useState(false);
  const addBusiness = useAddBusiness();
  // A customer without a business reads about their own quotes, not about answering requests.
  const owner = useOwnsCompany();
  const [dialog, setDialog] = useState<'phone' | 'text' | null>(null);

  const change = (patch: Parameters<typeof settings.mutate>[0]) =>
    settings.mutate(patch, { onSuccess: toastSettingsSaved, onError: toastSettingsFailed });

  const resend = () =>
    resendVerification()
      .then(({ message }) =>
        toast({ variant: 'success', title: 'Email sent', description: message }),
      )
      .catch((error: unknown) => toastError('Error', error, 'Could not send the e-mail.'));

  return (
    <div className="space-y-6">
      {!user.isVerified ? (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center"
        >
          <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden />
          <p className="flex-1 text-sm">
            Please verify your e-mail address. We sent a link to{' '}
            <strong>
              <EmailAddress email={user.email} />
            </strong>
            ; you need a verified address to add a business.
          </p>
          <Button variant="outline" size="sm" onClick={() => void resend()}>
            <Mail className="h-4 w-4" aria-hidden /> Resend e-mail
          </Button>
        </div>
      ) : null}

      <Card title="Account information">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-gray-600">Name</dt>
            <dd className="font-medium text-gray-900">
              {user.firstName} {user.lastName}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-gray-600">Email</dt>
            <dd className="font-medium text-gray-900">
              <EmailAddress email={user.email} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-gray-600">Verification status</dt>
            <dd className="font-medium">
              {user.isVerified ? (
                <span className="inline-flex items-center gap-1 text-success-600">
                  <BadgeCheck className="h-4 w-4" aria-hidden /> Verified
                </span>
              ) : (
                <span className="text-warning-600">Not verified</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-gray-600">Phone</dt>
            <dd className="flex items-center gap-2 font-medium text-gray-900">
              {user.phoneNumber ?? <span className="font-normal text-gray-600">Not set</span>}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setDialog('phone')}
                aria-label="Edit phone number"
              >
                <Pencil className="h-4 w-4" aria-hidden />
              </Button>
            </dd>
          </div>
        </dl>
        <div className="mt-6 flex flex-wrap gap-2">
          <Button variant="outline" onClick={signOut}>
            <LogOut className="h-4 w-4" aria-hidden /> Log Out
          </Button>
          <Button variant="ghost" onClick={() => setConfirmingEverywhere(true)}>
            <MonitorSmartphone className="h-4 w-4" aria-hidden /> Sign out everywhere
          </Button>
        </div>
        <ConfirmDialog
          open={confirmingEverywhere}
          onOpenChange={setConfirmingEverywhere}
          title="Sign out everywhere?"
          description="You will be signed out on every phone, tablet and computer, this one too, and push notifications stop on all of them. Use this if you signed in on a device you no longer have or think someone else knows your password."
          confirmLabel="Sign out everywhere"
          destructive
          onConfirm={signOutEverywhere}
        />
      </Card>

      <Card title="Notifications">
        <div className="divide-y divide-gray-100">
          <SettingRow
            label="Email notifications"
            hint="All e-mails from QuoteLocal about your activity."
            checked={user.emailNotifications}
            onChange={(on) => change({ emailNotifications: on })}
          />
          {owner ? (
            <SettingRow
              label="Quote request e-mails"
              hint="When a customer sends one of your businesses a request, and when they choose a business."
              checked={user.emailNotificationsQuotes}
              disabled={!user.emailNotifications}
              onChange={(on) => change({ emailNotificationsQuotes: on })}
            />
          ) : null}
          <SettingRow
            label="Message e-mails"
            hint={
              owner
                ? 'When someone writes to you about a quote or sends you an estimate.'
                : 'When a business writes to you about your quote or sends you an estimate.'
            }
            checked={user.emailNotificationsMessages}
            disabled={!user.emailNotifications}
            onChange={(on) => change({ emailNotificationsMessages: on })}
          />
          <SettingRow
            label="Text notifications"
            hint="A text message when something needs your attention."
            checked={user.textNotifications}
            onChange={(on) => (on ? setDialog('text') : change({ textNotifications: false }))}
          />
        </div>
      </Card>

      <PushNotificationsCard />

      <Card title="Subscription">
        <div className="flex items-center justify-between">
          <div>
            <p className="font-medium text-gray-900">Free Plan</p>
            <p className="text-sm text-gray-600">
              {owner
                ? 'List businesses and answer quote requests at no cost.'
                : 'Request quotes and message businesses at no cost.'}
            </p>
          </div>
          <Button variant="outline" disabled>
            Manage
          </Button>
        </div>
      </Card>

      <YourDataCard />

      <div>
        <Button onClick={addBusiness} disabled={!user.isVerified}>
          <Plus className="h-4 w-4" aria-hidden /> Add New Business
        </Button>
        {!user.isVerified ? (
          <p className="mt-2 text-sm text-gray-600">
            Verify your e-mail address to add a business.
          </p>
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
          toast({ variant: 'success', title: 'Phone number updated' });
          onClose();
        },
        onError: (e) => setError(messageOf(e, 'Failed to update notification preferences')),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title="Phone number"
        description="Used for text notifications, if you turn them on."
      >
        <div className="space-y-4">
          <FormField label="Phone number" error={error}>
            <Input
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={save} disabled={settings.isPending}>
              Save
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
        toastSettingsSaved();
        onClose();
      }, toastSettingsFailed),
  );
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title="Text notifications"
        description="Get a text message when a business or customer needs you."
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label="Phone number" error={form.formState.errors.phoneNumber?.message}>
            <Input type="tel" autoComplete="tel" {...form.register('phoneNumber')} />
          </FormField>
          <FormCheckboxField control={form.control} name="smsTermsAccepted">
            I agree to receive text messages from QuoteLocal, sent through a third-party messaging
            provider. Message and data rates may apply. Reply STOP to cancel at any time.
          </FormCheckboxField>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              Save &amp; Enable
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
