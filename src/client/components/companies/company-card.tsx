import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { CompanySummary, SearchResponse } from '@/contract/company';
import { cn } from '@/client/lib/cn';
import { useT } from '@/client/lib/i18n';
import { bannerFor } from '@/client/lib/stock-images';
import { CompanyLogo } from './company-logo';
import { CredentialBadges } from './credential-badges';
import { FavoriteButton } from './favorite-button';
import { RatingSummary } from './rating-summary';
import { TopProBadge } from './top-pro-badge';
import { NextAvailableLine } from '../visits/next-available';

/** A company as the lists show it; a search result also says when it is next available. */
export type ListedCompany = CompanySummary &
  Partial<Pick<SearchResponse['results'][number], 'nextAvailable'>>;

export interface CompanyItemProps {
  company: ListedCompany;
  selected: boolean;
  onToggleSelected: () => void;
  isFavorite: boolean;
  onToggleFavorite: () => void;
  /** Where the details page's breadcrumb leads back to. */
  from: 'search' | 'category';
  /** Its pin on the search map is pointed at or focused. */
  highlighted?: boolean;
}

export function detailsHref(company: { id: number }, from: CompanyItemProps['from']): string {
  return from === 'search' ? `/companies/${company.id}?from=search` : `/companies/${company.id}`;
}

/** A company selected for a quote is ringed in the brand's colour, in the grid as in the table. */
export const selectionBorder = (selected: boolean): string =>
  selected ? 'border-brand-600 ring-2 ring-brand-600' : 'border-gray-200';

/** A company whose map pin is pointed at: outlined in the pin's amber, apart from the selection ring. */
export const highlightOutline = (highlighted: boolean | undefined): string | false =>
  highlighted === true && 'outline-2 outline-offset-2 outline-amber-500';

/** The grid card: clicking it selects the company for a quote (highlighted). */
export function CompanyCard({
  company,
  selected,
  onToggleSelected,
  isFavorite,
  onToggleFavorite,
  from,
  highlighted,
}: CompanyItemProps) {
  const t = useT();
  const banner = bannerFor(company);
  const [bannerBroken, setBannerBroken] = useState(false);
  return (
    <article
      onClick={onToggleSelected}
      data-company-id={company.id}
      className={cn(
        'group relative flex cursor-pointer flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition hover:shadow-md',
        selectionBorder(selected),
        highlightOutline(highlighted),
      )}
    >
      <div className="relative h-24 bg-gradient-to-br from-gray-800 to-gray-600">
        {!bannerBroken ? (
          <img
            src={banner.url}
            alt=""
            loading="lazy"
            onError={() => setBannerBroken(true)}
            className="h-full w-full object-cover"
          />
        ) : null}
        {!company.isActive ? (
          <p className="absolute inset-x-0 top-0 bg-danger-700 py-1 text-center text-xs font-semibold text-white">
            {t('company.inactive')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-4 pt-0">
        <div className="relative z-10 -mt-7 flex items-end justify-between">
          <CompanyLogo src={company.logo} name={company.name} size="md" className="shadow-sm" />
          <FavoriteButton
            companyName={company.name}
            isFavorite={isFavorite}
            onToggle={onToggleFavorite}
          />
        </div>
        <h3 className="mt-2 text-lg font-semibold leading-snug text-gray-900">
          <Link
            href={detailsHref(company, from)}
            onClick={(e) => e.stopPropagation()}
            className="hover:text-brand-800 hover:underline"
          >
            {company.name}
          </Link>
        </h3>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <RatingSummary
            companyId={company.id}
            averageRating={company.averageRating}
            ratingsCount={company.ratingsCount}
          />
          {company.topPro ? <TopProBadge /> : null}
        </div>
        <CredentialBadges badges={company.credentialBadges} className="mt-2" dates="short" />
        <NextAvailableLine next={company.nextAvailable} className="mt-2 text-sm" />
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-gray-700">{company.description}</p>
        {company.subcategories.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('company.services')}>
            {company.subcategories.map((s) => (
              <li
                key={s.slug}
                className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-900"
              >
                {s.name}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-3 flex items-start gap-1.5 text-sm text-gray-700">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-gray-500" aria-hidden />
          <span>
            {company.address}, {company.city}, {company.state}
            {company.distance !== null ? (
              <span className="text-gray-600">
                {' · '}
                {t('company.miles', { distance: company.distance })}
              </span>
            ) : null}
          </span>
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-4">
          <Link
            href={detailsHref(company, from)}
            onClick={(e) => e.stopPropagation()}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {t('company.viewDetails')}
          </Link>
          <span
            className={cn('text-xs font-medium', selected ? 'text-brand-800' : 'text-gray-600')}
            aria-live="polite"
          >
            {t(selected ? 'company.selectedForQuote' : 'company.clickToSelect')}
          </span>
        </div>
      </div>
    </article>
  );
}
