import type { Credential } from '@/contract/credential';
import { formatUsd } from '@/contract/money';
import type { Translate } from '@/client/lib/i18n';

type Described = Pick<
  Credential,
  'kind' | 'trade' | 'issuingState' | 'licenceNumber' | 'insurer' | 'policyType' | 'coverageCents'
>;

/** A licence or an insurance policy in one line, as its business and the admins' queue show it. */
export function credentialLine(t: Translate, c: Described): string {
  return c.kind === 'licence'
    ? t('credentials.licenceLine', {
        trade: c.trade ?? '',
        state: c.issuingState ?? '',
        number: c.licenceNumber ?? '',
      })
    : t('credentials.insuranceLine', {
        insurer: c.insurer ?? '',
        policy: c.policyType ?? '',
        coverage: formatUsd(c.coverageCents ?? 0),
      });
}
