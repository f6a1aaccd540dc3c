import type { Quote } from '@/contract/quote';
import { ProjectImages } from '@/client/components/quotes/project-images';
import { QuoteStatusBadge } from '@/client/components/quotes/quote-status-badge';
import { Card } from '@/client/components/ui/card';

/** The request as the businesses received it; thumbnails open the 'Project Images' lightbox. */
export function QuoteDetailsCard({ quote }: { quote: Quote }) {
  return (
    <Card
      title="Quote Details"
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
