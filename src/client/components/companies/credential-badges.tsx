import { FileCheck2, ShieldCheck } from 'lucide-react';
import type { CredentialBadge } from '@/contract/credential';
import { cn } from '@/client/lib/cn';
import { dayParts } from '@/client/lib/format';
import { useT } from '@/client/lib/i18n';

const ICONS = { licence: FileCheck2, insurance: ShieldCheck } as const;

/**
 * "Licensed" / "Insured, verified on {date}": a verified credential that has not expired, said in
 * words (the icon only decorates); on the company page and on the result cards and rows.
 */
export function CredentialBadges({
  badges,
  className = 'mt-3',
  dates = 'long',
}: {
  badges: CredentialBadge[];
  /** Its place in the page or card (a margin). */
  className?: string;
  /** "March 4, 2026" on the company page; "Mar 4, 2026" on result cards and rows. */
  dates?: 'long' | 'short';
}) {
  const t = useT();
  if (badges.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label={t('credentials.badgesLabel')}>
      {badges.map((badge) => {
        const Icon = ICONS[badge.kind];
        const date = t(
          dates === 'long' ? 'format.longDate' : 'format.shortDate',
          dayParts(badge.verifiedOn),
        );
        return (
          <li
            key={badge.kind}
            className="inline-flex items-center gap-1.5 rounded-full border border-green-300 bg-green-50 px-2.5 py-1 text-xs text-green-900"
          >
            <Icon className="h-3.5 w-3.5" aria-hidden />
            <span className="font-semibold">{t('credentials.badge', { kind: badge.kind })}</span>
            <span>{t('credentials.verifiedOn', { date })}</span>
          </li>
        );
      })}
    </ul>
  );
}
