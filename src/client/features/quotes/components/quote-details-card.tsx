import { useState } from 'react';
import type { Quote } from '@/contract/quote';
import { Card } from '@/client/components/ui/card';
import { Lightbox } from '@/client/components/ui/lightbox';
import { QuoteStatusBadge } from './quote-status-badge';

/** The request as the businesses received it; thumbnails open the 'Project Images' lightbox. */
export function QuoteDetailsCard({ quote }: { quote: Quote }) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
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
      {quote.images.length > 0 ? (
        <ul className="mt-4 grid grid-cols-4 gap-2">
          {quote.images.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => {
                  setIndex(i);
                  setOpen(true);
                }}
                aria-label={`Open project image ${i + 1} of ${quote.images.length}`}
                className="block w-full overflow-hidden rounded-md border border-gray-200"
              >
                <img
                  src={`${image.objectUrl}?variant=thumb`}
                  alt=""
                  className="aspect-square w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Lightbox
        images={quote.images.map((i) => ({ url: i.objectUrl, caption: i.caption }))}
        index={index}
        onIndexChange={setIndex}
        open={open}
        onOpenChange={setOpen}
        title="Project Images"
      />
    </Card>
  );
}
