import { Search, X } from 'lucide-react';
import { Link } from 'wouter';
import type { Quote } from '@/contract/quote';
import { MAX_MATCHED_PROS } from '@/contract/lead-limits';
import { QuoteStatusBadge } from '@/client/components/quotes/quote-status-badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { useRemoveDraftCompany } from '@/client/data/quotes';
import { useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';

/** Takes a business off a draft, saying so. */
function useRemoveCompany(quote: Quote) {
  const t = useT();
  const remove = useRemoveDraftCompany(quote.id);
  const removeCompany = (company: Quote['companies'][number]) =>
    remove.mutate(company.id, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: t('sideCards.removed'),
          description: t('sideCards.removedText', { name: company.name }),
        }),
      onError: (error) => toastError(t('common.updateFailed'), error, t('sideCards.removeFailed')),
    });
  return { removeCompany, pending: remove.isPending };
}

export function SelectedCompanies({ quote }: { quote: Quote }) {
  const t = useT();
  const editable = quote.status === 'draft';
  const { removeCompany, pending } = useRemoveCompany(quote);
  return (
    <Card title={t('sideCards.selected')} variant="side">
      {quote.companies.length === 0 ? (
        <div className="text-sm text-gray-700">
          <p>{t('sideCards.noneSelected')}</p>
          <Button asChild variant="outline" size="sm" className="mt-3">
            <Link href="/search">
              <Search className="h-4 w-4" aria-hidden /> {t('sideCards.find')}
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="space-y-3">
          {quote.companies.map((company) => (
            <li key={company.id} className="flex items-center gap-3">
              {company.logo ? (
                <img
                  src={company.logo}
                  alt=""
                  className="h-10 w-10 rounded-lg border border-gray-200 object-cover"
                />
              ) : (
                <span
                  className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-100 font-semibold text-brand-900"
                  aria-hidden
                >
                  {company.name.charAt(0).toUpperCase()}
                </span>
              )}
              <div className="min-w-0 flex-1">
                <Link
                  href={`/companies/${company.id}`}
                  className="block truncate font-medium text-gray-900 hover:underline"
                >
                  {company.name}
                </Link>
                <p className="text-sm text-gray-600">
                  {company.city}, {company.state}
                </p>
              </div>
              {editable ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="shrink-0"
                  aria-label={t('sideCards.remove', { name: company.name })}
                  title={t('sideCards.remove', { name: company.name })}
                  disabled={pending}
                  onClick={() => removeCompany(company)}
                >
                  <X className="h-4 w-4" aria-hidden />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function QuoteStatusCard({ quote }: { quote: Quote }) {
  const t = useT();
  return (
    <Card title={t('sideCards.status')} variant="side">
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-gray-600">{t('sideCards.statusTerm')}</dt>
          <dd>
            <QuoteStatusBadge status={quote.status} />
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-gray-600">{t('sideCards.companies')}</dt>
          <dd className="font-medium text-gray-900">
            {/* A matched request has no businesses of its own until pros accept it. */}
            {quote.match && quote.companyCount === 0
              ? t('sideCards.upTo', { max: MAX_MATCHED_PROS })
              : quote.companyCount}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-gray-600">{t('sideCards.images')}</dt>
          <dd className="font-medium text-gray-900">{quote.images.length}</dd>
        </div>
      </dl>
    </Card>
  );
}
