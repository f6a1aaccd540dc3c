import { Check, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { formatRating } from '@/client/lib/format';
import { cn } from '@/client/lib/cn';
import { useLocale, useT } from '@/client/lib/i18n';
import { Button } from '../ui/button';
import {
  detailsHref,
  highlightOutline,
  selectionBorder,
  type CompanyItemProps,
} from './company-card';
import { CompanyLogo } from './company-logo';
import { CredentialBadges } from './credential-badges';
import { FavoriteButton } from './favorite-button';
import { StarRating } from './star-rating';
import { TopProBadge } from './top-pro-badge';
import { NextAvailableLine } from '../visits/next-available';

/** The table-view row: logo, name, place, favourite, rating and 'Add to Quote'. */
export function CompanyRow({
  company,
  selected,
  onToggleSelected,
  isFavorite,
  onToggleFavorite,
  from,
  highlighted,
}: CompanyItemProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <li
      data-company-id={company.id}
      className={cn(
        'flex flex-col gap-2 rounded-xl border bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:gap-4',
        selectionBorder(selected),
        highlightOutline(highlighted),
      )}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <CompanyLogo src={company.logo} name={company.name} size="sm" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link
              href={detailsHref(company, from)}
              className="font-semibold text-gray-900 hover:text-brand-800 hover:underline"
            >
              {company.name}
            </Link>
            {company.topPro ? <TopProBadge /> : null}
          </div>
          <p className="text-sm text-gray-600">
            {company.city}, {company.state}
            {company.distance !== null
              ? ` · ${t('company.miles', { distance: company.distance })}`
              : ''}
          </p>
          <NextAvailableLine next={company.nextAvailable} className="text-sm" />
          <CredentialBadges badges={company.credentialBadges} className="mt-1" dates="short" />
        </div>
      </div>
      <div className="flex items-center gap-2 sm:gap-4">
        <div className="flex flex-1 items-center gap-1.5 text-sm sm:w-44 sm:flex-none">
          {company.ratingsCount > 0 ? (
            <>
              <StarRating value={company.averageRating} />
              <span className="font-semibold text-gray-900">
                {formatRating(company.averageRating, locale)}
              </span>
            </>
          ) : (
            <span className="text-gray-600">{t('company.noRatings')}</span>
          )}
          <span className="text-gray-600">({company.ratingsCount})</span>
        </div>
        <FavoriteButton
          companyName={company.name}
          isFavorite={isFavorite}
          onToggle={onToggleFavorite}
        />
        {/* Disabled once added, but through aria-disabled: a disabled button would drop the focus
            to the page's body, and the keyboard user would start again from the top. */}
        <Button
          variant={selected ? 'outline' : 'primary'}
          size="sm"
          aria-disabled={selected || undefined}
          onClick={selected ? undefined : onToggleSelected}
          className={cn(selected && 'cursor-default opacity-50')}
          aria-label={t(selected ? 'company.addedName' : 'company.addToQuoteName', {
            name: company.name,
          })}
        >
          {selected ? (
            <Check className="h-4 w-4" aria-hidden />
          ) : (
            <Plus className="h-4 w-4" aria-hidden />
          )}
          {t(selected ? 'company.added' : 'company.addToQuote')}
        </Button>
      </div>
    </li>
  );
}
