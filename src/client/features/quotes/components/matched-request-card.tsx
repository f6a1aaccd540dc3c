import { Clock, MessageSquare, Search } from 'lucide-react';
import { Link } from 'wouter';
import type { QuoteMatch } from '@/contract/lead';
import { MAX_MATCHED_PROS } from '@/contract/lead-limits';
import type { Quote } from '@/contract/quote';
import { searchQueryString } from '@/contract/search-url';
import { CompanyLogo } from '@/client/components/companies/company-logo';
import { StarRating } from '@/client/components/companies/star-rating';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { formatRating } from '@/client/lib/format';
import { T, useLocale, useT } from '@/client/lib/i18n';

/**
 * A matched request's side card, in place of Selected Companies: who will get it while it is a
 * draft; then the businesses that accepted (each opens its conversation), how many offers are
 * still waiting, and a way to search when nobody is left to ask.
 */
export function MatchedRequestCard({
  quote,
  match,
  onMessage,
}: {
  quote: Quote;
  match: QuoteMatch;
  onMessage: (companyId: number) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const zip = quote.job.jobZip;
  if (quote.status === 'draft') {
    return (
      <Card title={t('matchedCard.title')} variant="side">
        <p className="text-sm text-gray-800">
          {t(zip ? 'matchedCard.whoGetsItNear' : 'matchedCard.whoGetsIt', {
            max: MAX_MATCHED_PROS,
            category: match.categoryName,
            zip: zip ?? '',
          })}
        </p>
        <p className="mt-2 text-sm text-gray-600">{t('matchedCard.hearFrom')}</p>
      </Card>
    );
  }
  const search = `/search?${searchQueryString({
    q: match.categoryName,
    location: zip ?? '',
    sort: 'relevance',
    page: 1,
    favorites: false,
    licensedAndInsured: false,
    bounds: '',
  })}`;
  return (
    <Card title={t('matchedCard.title')} variant="side">
      {match.accepted.length > 0 ? (
        <>
          <h3 className="text-sm font-medium text-gray-800">{t('matchedCard.accepted')}</h3>
          <ul className="mt-2 space-y-3" aria-label={t('matchedCard.acceptedList')}>
            {match.accepted.map((pro) => (
              <li key={pro.companyId} className="flex items-center gap-3">
                <CompanyLogo src={pro.logo} name={pro.name} size="sm" decorative />
                <div className="min-w-0 flex-1">
                  <Link
                    href={`/companies/${pro.companyId}`}
                    className="block truncate font-medium text-gray-900 hover:underline"
                  >
                    {pro.name}
                  </Link>
                  <p className="flex flex-wrap items-center gap-1 text-sm text-gray-600">
                    {pro.ratingsCount > 0 ? (
                      <>
                        <StarRating value={pro.averageRating} />
                        {formatRating(pro.averageRating, locale)} (
                        {t('company.reviews', { count: pro.ratingsCount })})
                      </>
                    ) : (
                      `${pro.city}, ${pro.state}`
                    )}
                  </p>
                </div>
                <Button variant="outline" size="sm" onClick={() => onMessage(pro.companyId)}>
                  <MessageSquare className="h-4 w-4" aria-hidden />{' '}
                  <T
                    id="common.messageName"
                    values={{ name: pro.name }}
                    components={{ 0: <span className="sr-only" /> }}
                  />
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {match.waiting > 0 ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-gray-700 first:mt-0">
          <Clock className="h-4 w-4 shrink-0 text-gray-500" aria-hidden />
          {t('matchedCard.waiting', { count: match.waiting })}
        </p>
      ) : null}
      {match.exhausted ? (
        <div className="mt-3 text-sm text-gray-800 first:mt-0">
          <p>{t(match.accepted.length > 0 ? 'matchedCard.noOthers' : 'matchedCard.noPros')}</p>
          <Button asChild variant="outline" size="sm" className="mt-2">
            <Link href={search}>
              <Search className="h-4 w-4" aria-hidden />{' '}
              {t('matchedCard.search', { category: match.categoryName })}
            </Link>
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
