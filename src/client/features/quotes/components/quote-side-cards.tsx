import { Search } from 'lucide-react';
import { Link } from 'wouter';
import type { Quote } from '@/contract/quote';
import { MAX_MATCHED_PROS } from '@/contract/lead-limits';
import { QuoteStatusBadge } from '@/client/components/quotes/quote-status-badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';

export function SelectedCompanies({ quote }: { quote: Quote }) {
  return (
    <Card title="Selected Companies" variant="side">
      {quote.companies.length === 0 ? (
        <div className="text-sm text-gray-700">
          <p>No companies selected yet.</p>
          <Button asChild variant="outline" size="sm" className="mt-3">
            <Link href="/search">
              <Search className="h-4 w-4" aria-hidden /> Find Companies
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
              <div className="min-w-0">
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
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function QuoteStatusCard({ quote }: { quote: Quote }) {
  return (
    <Card title="Quote Status" variant="side">
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-gray-600">Status</dt>
          <dd>
            <QuoteStatusBadge status={quote.status} />
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-gray-600">Companies</dt>
          <dd className="font-medium text-gray-900">
            {/* A matched request has no businesses of its own until pros accept it. */}
            {quote.match && quote.companyCount === 0
              ? `Up to ${MAX_MATCHED_PROS}`
              : quote.companyCount}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-gray-600">Images</dt>
          <dd className="font-medium text-gray-900">{quote.images.length}</dd>
        </div>
      </dl>
    </Card>
  );
}
