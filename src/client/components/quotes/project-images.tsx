import { useState } from 'react';
import type { QuoteImage } from '@/contract/quote';
import { Lightbox } from '@/client/components/ui/lightbox';
import { cn } from '@/client/lib/cn';
import { useT } from '@/client/lib/i18n';

/**
 * A quote's project images as the customer and the invited businesses see them: thumbnails, four
 * to a row, each opening the 'Project Images' lightbox at itself.
 */
export function ProjectImages({
  images,
  label,
  className,
}: {
  images: QuoteImage[];
  /** Names the list, where nothing around it does. */
  label?: string;
  className?: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  return (
    <>
      <ul className={cn('grid grid-cols-4 gap-2', className)} aria-label={label}>
        {images.map((image, i) => (
          <li key={image.id}>
            <button
              type="button"
              onClick={() => {
                setIndex(i);
                setOpen(true);
              }}
              aria-label={t('images.open', { n: i + 1, count: images.length })}
              className="block min-h-11 w-full overflow-hidden rounded-md border border-gray-200"
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
      <Lightbox
        images={images}
        index={index}
        onIndexChange={setIndex}
        open={open}
        onOpenChange={setOpen}
        title={t('images.title')}
      />
    </>
  );
}
