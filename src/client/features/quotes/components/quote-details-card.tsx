import type { Quote } from '@/contract/quote';
import { ProjectImages } from '@/client/components/quotes/project-images';
import { QuoteStatusBadge } from '@/client/components/quotes/quote-status-badge';
import { Card } from '@/client/components/ui/card';
import { useT } from '@/client/lib/i18n';

/** The request as the businesses received it; thumbnails open the 'Project Images' lightbox. */
export function QuoteDetailsCard({ quote }: { quote: Quote }) {
  const t = useT();
  return (
    <Card
      title={t('quote.details')}
      variant="side"
      headerEnd={<QuoteStatusBadge status={quote.status} />}
    >
      <p className="font-medium text-gray-900">{quote.quoteName}</p>
      <p className="mt-1 whitespace-pre-line text-sm leading-6 text-gray-700">
        {quote.description}
      </p>
      {quote.images.length > 0 ? <ProjectImages images={quote.images} className="mt-4" /> : null}
    </Card>
  );
}
