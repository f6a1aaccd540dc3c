import { BadgeCheck, Download, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { RouteComponentProps } from 'wouter';
import { type Credential, expiresSoon } from '@/contract/credential';
import { BusinessSettingsPage } from '@/client/components/companies/business-settings-page';
import { credentialLine } from '@/client/components/companies/credential-line';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { useUser } from '@/client/data/auth';
import { useCredentials, useDeleteCredential } from '@/client/data/credentials';
import { messageOf } from '@/client/lib/api-client';
import { dayParts } from '@/client/lib/format';
import { useT } from '@/client/lib/i18n';
import { usePageMeta } from '@/client/lib/page-meta';
import { toast } from '@/client/lib/toast';
import { CredentialForm } from '../components/credential-form';
import { RenewForm } from '../components/renew-form';

const STATUS_LOOK: Record<Credential['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  verified: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  expired: 'bg-gray-200 text-gray-800',
};

const RENEWAL_LOOK: Record<NonNullable<Renewal>, string> = {
  waiting: 'bg-amber-100 text-amber-900',
  verified: 'bg-green-100 text-green-900',
  soon: 'bg-orange-100 text-orange-900',
};

/** Where a credential's renewal stands: its renewal waiting or verified, or it expires soon. */
type Renewal = 'waiting' | 'verified' | 'soon' | null;

function renewalOf(c: Credential, list: Credential[]): Renewal {
  const renewal = list.find(
    (r) => r.renewsId === c.id && (r.status === 'pending' || r.status === 'verified'),
  );
  if (renewal) return renewal.status === 'pending' ? 'waiting' : 'verified';
  return expiresSoon(c) ? 'soon' : null;
}

/**
 * /business/:id/credentials: the business's licences and insurance (issue 36), each with its
 * document and where its check stands. Its owner's only: anyone else sees the API's refusal.
 */
export function CredentialsPage({ params }: RouteComponentProps<{ id: string }>) {
  const t = useT();
  const companyId = Number(params.id);
  const known = Number.isInteger(companyId) && companyId > 0;
  const { data: user } = useUser();
  const credentials = useCredentials(companyId, Boolean(user) && known);
  const remove = useDeleteCredential(companyId);
  const [renewing, setRenewing] = useState<number | null>(null);
  usePageMeta({ title: t('credentials.title') });

  return (
    <BusinessSettingsPage
      companyId={companyId}
      known={known}
      query={credentials}
      icon={BadgeCheck}
      title={t('credentials.title')}
      intro={t('credentials.intro')}
      texts={{
        logIn: t('credentials.logIn'),
        unavailable: t('credentials.unavailable'),
        loadFailed: t('credentials.loadFailed'),
      }}
    >
      {({ credentials: list }) => (
        <>
          <Card title={t('credentials.addTitle')} className="mt-6">
            <CredentialForm companyId={companyId} />
          </Card>

          <h2 className="mt-8 text-lg font-semibold text-gray-900">{t('credentials.listTitle')}</h2>
          {list.length === 0 ? (
            <p className="mt-2 text-gray-700">{t('credentials.none')}</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {list.map((c) => {
                const renewal = renewalOf(c, list);
                const renewable = renewal === 'soon' || (c.status === 'expired' && !renewal);
                return (
                  <li key={c.id}>
                    <div className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start">
                      <div className="min-w-0 flex-1">
                        <p className="flex flex-wrap items-center gap-2 font-semibold text-gray-900">
                          {credentialLine(t, c)}
                          <Badge className={STATUS_LOOK[c.status]}>
                            {t('credentials.status', { status: c.status })}
                          </Badge>
                          {renewal ? (
                            <Badge className={RENEWAL_LOOK[renewal]}>
                              {t('credentials.renewal', { state: renewal })}
                            </Badge>
                          ) : null}
                        </p>
                        <p className="mt-1 text-sm text-gray-700">
                          {t('credentials.expires', {
                            expired: c.status === 'expired' ? 'yes' : 'no',
                            date: t('format.longDate', dayParts(c.expiresOn)),
                          })}
                        </p>
                        {c.verifiedOn ? (
                          <p className="mt-1 text-sm text-gray-700">
                            {t('credentials.verifiedHow', {
                              date: t('format.longDate', dayParts(c.verifiedOn)),
                              how: c.verifiedHow ?? '',
                            })}
                          </p>
                        ) : null}
                        {c.rejectedReason ? (
                          <p className="mt-1 text-sm text-red-800">
                            {t('credentials.rejectedBecause', { reason: c.rejectedReason })}
                          </p>
                        ) : null}
                      </div>
                      <div className="flex flex-wrap gap-2">
                        {renewable ? (
                          <Button
                            variant="outline"
                            size="sm"
                            aria-expanded={renewing === c.id}
                            onClick={() => setRenewing(renewing === c.id ? null : c.id)}
                          >
                            <RefreshCw className="h-4 w-4" aria-hidden /> {t('credentials.renew')}
                          </Button>
                        ) : null}
                        <Button asChild variant="outline" size="sm">
                          <a href={c.documentUrl} download>
                            <Download className="h-4 w-4" aria-hidden /> {t('credentials.download')}
                          </a>
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={remove.isPending}
                          onClick={() =>
                            remove.mutate(c.id, {
                              onSuccess: () =>
                                toast({ variant: 'success', title: t('credentials.deleted') }),
                              onError: (failure) =>
                                toast({
                                  variant: 'destructive',
                                  title: messageOf(failure, t('credentials.deleteFailed')),
                                }),
                            })
                          }
                        >
                          <Trash2 className="h-4 w-4" aria-hidden /> {t('credentials.delete')}
                        </Button>
                      </div>
                    </div>
                    {renewing === c.id && renewable ? (
                      <RenewForm credential={c} onDone={() => setRenewing(null)} />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </BusinessSettingsPage>
  );
}
