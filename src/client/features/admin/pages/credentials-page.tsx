import { BadgeCheck, Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { QueuedCredential } from '@/contract/credential';
import { credentialLine } from '@/client/components/companies/credential-line';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Input } from '@/client/components/ui/input';
import {
  useCredentialQueue,
  useRejectCredential,
  useVerifyCredential,
} from '@/client/data/credentials';
import { dayParts } from '@/client/lib/format';
import { T, useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';
import { AdminLayout } from '../components/admin-layout';
import { QueryResult } from '../components/query-result';
import { When } from '../components/when';

const today = () => new Date().toISOString().slice(0, 10);
/** A text field of a submitted form. */
const field = (form: HTMLFormElement, name: string) => {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
};

/** Verified (the day checked and how) or rejected (a reason, e-mailed to the business). */
function Decision({ credential, subject }: { credential: QueuedCredential; subject: string }) {
  const t = useT();
  const verify = useVerifyCredential();
  const reject = useRejectCredential();
  const [rejecting, setRejecting] = useState(false);
  const failed = (error: unknown) =>
    toastError(t('admin.credentials.failed'), error, t('admin.actionFailed'));

  function onVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    verify.mutate(
      {
        id: credential.id,
        verifiedOn: field(form, 'verifiedOn'),
        verifiedHow: field(form, 'verifiedHow'),
      },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: t('admin.done.credentialVerify'),
            description: subject,
          }),
        onError: failed,
      },
    );
  }
  function onReject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = field(event.currentTarget, 'reason');
    reject.mutate(
      { id: credential.id, reason },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: t('admin.done.credentialReject'),
            description: subject,
          }),
        onError: failed,
      },
    );
  }

  return (
    <div className="mt-3 grid gap-3 lg:grid-cols-2">
      <form
        onSubmit={onVerify}
        className="space-y-2"
        aria-label={t('admin.action.credentialVerify')}
      >
        <div className="grid gap-2 sm:grid-cols-2">
          <label className="block text-sm font-medium text-gray-900">
            {t('admin.credentials.checkedOn')}
            <Input
              name="verifiedOn"
              type="date"
              required
              defaultValue={today()}
              max={today()}
              className="mt-1"
            />
          </label>
          <label className="block text-sm font-medium text-gray-900">
            {t('admin.credentials.how')}
            <Input
              name="verifiedHow"
              required
              maxLength={200}
              placeholder={t('admin.credentials.howExample')}
              className="mt-1"
            />
          </label>
        </div>
        <Button type="submit" size="sm" disabled={verify.isPending}>
          {t('admin.action.credentialVerify')}
        </Button>
      </form>
      {rejecting ? (
        <form
          onSubmit={onReject}
          className="space-y-2"
          aria-label={t('admin.action.credentialReject')}
        >
          <label className="block text-sm font-medium text-gray-900">
            {t('admin.credentials.reason')}
            <Input name="reason" required maxLength={500} className="mt-1" />
          </label>
          <Button type="submit" size="sm" variant="danger" disabled={reject.isPending}>
            {t('admin.action.credentialReject')}
          </Button>
        </form>
      ) : (
        <div className="lg:self-end">
          <Button size="sm" variant="outline" onClick={() => setRejecting(true)}>
            {t('admin.action.credentialReject')}
          </Button>
        </div>
      )}
    </div>
  );
}

function CredentialCard({ credential: c }: { credential: QueuedCredential }) {
  const t = useT();
  const what = credentialLine(t, c);
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <h2 className="text-base font-semibold text-gray-900">{what}</h2>
      <p className="mt-1 text-sm text-gray-700">
        <Link
          href={`/admin/companies/${c.companyId}`}
          className="text-brand-800 underline underline-offset-2"
        >
          {c.companyName}
        </Link>{' '}
        · <T id="admin.sent" components={{ 0: <When at={c.createdAt} /> }} /> ·{' '}
        {t('credentials.expires', { date: t('format.longDate', dayParts(c.expiresOn)) })}
      </p>
      <Button asChild variant="outline" size="sm" className="mt-2">
        <a href={c.documentUrl} download>
          <Download className="h-4 w-4" aria-hidden /> {t('credentials.download')}
        </a>
      </Button>
      <Decision credential={c} subject={`${c.companyName}: ${what}`} />
    </li>
  );
}

/** /admin/credentials: licences and insurance waiting for a check (issue 36), oldest first. */
export function CredentialQueuePage() {
  const t = useT();
  const queue = useCredentialQueue();
  return (
    <AdminLayout title={t('admin.nav.credentials')}>
      <p className="mt-1 text-sm text-gray-700">{t('admin.credentials.intro')}</p>
      <QueryResult query={queue} failure={t('admin.credentials.loadFailed')}>
        {({ credentials }) =>
          credentials.length === 0 ? (
            <div className="mt-4">
              <EmptyState icon={BadgeCheck} title={t('admin.credentials.none')}>
                <p>{t('admin.credentials.noneText')}</p>
              </EmptyState>
            </div>
          ) : (
            <ol className="mt-4 space-y-3" aria-label={t('admin.nav.credentials')}>
              {credentials.map((c) => (
                <CredentialCard key={c.id} credential={c} />
              ))}
            </ol>
          )
        }
      </QueryResult>
    </AdminLayout>
  );
}
