import { AlertTriangle, BadgeCheck, LogOut, Mail } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { api, messageOf } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { useSignOut } from '../../../lib/use-sign-out';
import { toast } from '../../../lib/toast';

/** My Profile: account information and verification. Companies and settings arrive with the business-owner issue. */
export function ProfilePage() {
  const { data: user, isPending } = useUser();
  const [, navigate] = useLocation();
  const signOut = useSignOut();

  useEffect(() => {
    if (user === null) navigate('/', { replace: true });
  }, [user, navigate]);

  if (isPending || !user) {
    return (
      <div className="mx-auto h-96 max-w-[1200px] animate-pulse px-4 py-10" aria-busy="true" />
    );
  }

  const resend = () =>
    api<{ message: string }>('/api/auth/resend-verification', { method: 'POST' })
      .then(({ message }) =>
        toast({ variant: 'success', title: 'Email sent', description: message }),
      )
      .catch((error: unknown) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: messageOf(error, 'Could not send the e-mail.'),
        }),
      );

  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">My Profile</h1>
      {!user.isVerified ? (
        <div
          role="status"
          className="mt-6 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center"
        >
          <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden />
          <p className="flex-1 text-sm">
            Please verify your e-mail address. We sent a link to <strong>{user.email}</strong>; you
            need a verified address to add a business.
          </p>
          <Button variant="outline" size="sm" onClick={() => void resend()}>
            <Mail className="h-4 w-4" aria-hidden /> Resend e-mail
          </Button>
        </div>
      ) : null}
      <section
        aria-labelledby="account-heading"
        className="mt-6 rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
      >
        <h2 id="account-heading" className="text-lg font-semibold text-gray-900">
          Account information
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-gray-600">Name</dt>
            <dd className="font-medium text-gray-900">
              {user.firstName} {user.lastName}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-gray-600">Email</dt>
            <dd className="font-medium break-all text-gray-900">{user.email}</dd>
          </div>
          <div>
            <dt className="text-sm text-gray-600">Verification status</dt>
            <dd className="font-medium text-gray-900">
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
            <dt className="text-sm text-gray-600">Subscription</dt>
            <dd className="font-medium text-gray-900">Free Plan</dd>
          </div>
        </dl>
        <Button variant="outline" className="mt-6" onClick={signOut}>
          <LogOut className="h-4 w-4" aria-hidden /> Log Out
        </Button>
      </section>
    </div>
  );
}
