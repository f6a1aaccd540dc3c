import { useState, type FormEvent } from 'react';
import { CREDENTIAL_DOCUMENT, type CredentialKind } from '@/contract/credential';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { useUploadCredential } from '@/client/data/credentials';
import { messageOf } from '@/client/lib/api-client';
import { useT, type MessageId } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';

/** The coverage is typed in dollars and sent as `coverageCents`. */
const COVERAGE = 'coverage';

const FIELDS: Record<CredentialKind, Array<{ name: string; label: MessageId; type?: string }>> = {
  licence: [
    { name: 'trade', label: 'credentials.trade' },
    { name: 'issuingState', label: 'credentials.issuingState' },
    { name: 'licenceNumber', label: 'credentials.licenceNumber' },
  ],
  insurance: [
    { name: 'insurer', label: 'credentials.insurer' },
    { name: 'policyType', label: 'credentials.policyType' },
    { name: COVERAGE, label: 'credentials.coverage', type: 'number' },
  ],
};

/** Adds a licence or an insurance policy with its document; it waits for an admin's check. */
export function CredentialForm({ companyId }: { companyId: number }) {
  const t = useT();
  const [kind, setKind] = useState<CredentialKind>('licence');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const add = useUploadCredential(companyId, setProgress);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    const dollars = body.get(COVERAGE);
    body.delete(COVERAGE);
    // Money is whole cents on the wire.
    if (typeof dollars === 'string' && dollars !== '') {
      body.set('coverageCents', String(Math.round(Number(dollars) * 100)));
    }
    setError(null);
    add.mutate(body, {
      onSuccess: () => {
        form.reset();
        toast({ variant: 'success', title: t('credentials.added') });
      },
      onError: (failure) => setError(messageOf(failure, t('credentials.addFailed'))),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-describedby="credential-form-error">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-2 text-sm font-medium text-gray-900">{t('credentials.kind')}</legend>
        {(['licence', 'insurance'] as const).map((value) => (
          <label key={value} className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="kind"
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
              className="h-4 w-4"
            />
            {t('credentials.kindName', { kind: value })}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS[kind].map((field) => (
          <label key={field.name} className="block text-sm font-medium text-gray-900">
            {t(field.label)}
            <Input
              name={field.name}
              type={field.type ?? 'text'}
              required
              min={field.type === 'number' ? 1 : undefined}
              step={field.type === 'number' ? 'any' : undefined}
              className="mt-1"
            />
          </label>
        ))}
        <ExpiryAndDocument />
      </div>
      {error ? (
        <p id="credential-form-error" role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={add.isPending}>
        {add.isPending
          ? t('credentials.uploading', { percent: progress })
          : t('credentials.submit')}
      </Button>
    </form>
  );
}

/** The expiry date and the document: a new credential's, or a renewal's. */
export function ExpiryAndDocument() {
  const t = useT();
  return (
    <>
      <label className="block text-sm font-medium text-gray-900">
        {t('credentials.expiresOn')}
        <Input name="expiresOn" type="date" required className="mt-1" />
      </label>
      <label className="block text-sm font-medium text-gray-900">
        {t('credentials.document')}
        <Input
          name="document"
          type="file"
          required
          accept={CREDENTIAL_DOCUMENT.accept}
          className="mt-1 pt-2"
        />
        <span className="mt-1 block text-xs font-normal text-gray-600">
          {t('credentials.documentHint')}
        </span>
      </label>
    </>
  );
}
