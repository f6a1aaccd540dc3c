import { useState, type FormEvent } from 'react';
import type { Credential } from '@/contract/credential';
import { credentialLine } from '@/client/components/companies/credential-line';
import { Button } from '@/client/components/ui/button';
import { useUploadCredential } from '@/client/data/credentials';
import { messageOf } from '@/client/lib/api-client';
import { useT } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { ExpiryAndDocument } from './credential-form';

/**
 * Renews a credential expiring soon or expired: the new document and its new expiry date go to
 * the admins' queue; the current one keeps its badge until its own expiry.
 */
export function RenewForm({ credential, onDone }: { credential: Credential; onDone: () => void }) {
  const t = useT();
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const renew = useUploadCredential(credential.companyId, setProgress, credential.id);
  const errorId = `renew-error-${credential.id}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    renew.mutate(new FormData(event.currentTarget), {
      onSuccess: () => {
        toast({ variant: 'success', title: t('credentials.renewSent') });
        onDone();
      },
      onError: (failure) => setError(messageOf(failure, t('credentials.renewFailed'))),
    });
  }

  return (
    <form
      onSubmit={submit}
      aria-label={t('credentials.renewOf', { line: credentialLine(t, credential) })}
      aria-describedby={errorId}
      className="mt-3 space-y-4 rounded-lg border border-gray-200 bg-gray-50 p-4"
    >
      <p className="text-sm text-gray-700">
        {t('credentials.renewIntro', { expired: credential.status === 'expired' ? 'yes' : 'no' })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <ExpiryAndDocument />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={renew.isPending}>
          {renew.isPending
            ? t('credentials.uploading', { percent: progress })
            : t('credentials.renewSubmit')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
