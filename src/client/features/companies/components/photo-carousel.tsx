import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import type { CompanyImage } from '@/contract/company';
import { Lightbox, PrevNextButtons, wrapIndex } from '@/client/components/ui/lightbox';
import { useT } from '@/client/lib/i18n';

/** One photo at a time with previous/next; a click opens the lightbox. Both wrap around. */
export function PhotoCarousel({
  images,
  isError,
}: {
  images: CompanyImage[] | undefined;
  isError: boolean;
}) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [lightbox, setLightbox] = useState(false);
  if (isError) return <p className="text-sm text-danger-700">{t('photos.loadError')}</p>;
  if (!images)
    return <div className="aspect-[16/9] animate-pulse rounded-xl bg-gray-200" aria-busy="true" />;
  if (images.length === 0) {
    return (
      // A line, not a photo-sized frame: nothing to look at should take little room.
      <div className="flex items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-4 py-3 text-gray-600">
        <ImageOff className="h-5 w-5 shrink-0" aria-hidden />
        <p className="text-sm">{t('photos.none')}</p>
      </div>
    );
  }
  const position = wrapIndex(index, images.length);
  const current = images[position]!;
  const step = (delta: number) => setIndex((i) => wrapIndex(i + delta, images.length));
  return (
    <div>
      <div className="relative overflow-hidden rounded-xl bg-gray-900">
        <button
          type="button"
          className="block w-full"
          onClick={() => setLightbox(true)}
          aria-label={t('photos.open', { n: position + 1, count: images.length })}
        >
          <img
            src={`${current.objectUrl}?variant=web`}
            alt={current.caption ?? t('photos.alt')}
            className="aspect-[16/9] w-full object-contain"
            loading="lazy"
          />
        </button>
        {images.length > 1 ? (
          <PrevNextButtons
            onStep={step}
            names={{ previous: 'lightbox.previousPhoto', next: 'lightbox.nextPhoto' }}
          />
        ) : null}
      </div>
      {current.caption ? <p className="mt-2 text-sm text-gray-700">{current.caption}</p> : null}
      <Lightbox
        images={images}
        index={index}
        onIndexChange={setIndex}
        open={lightbox}
        onOpenChange={setLightbox}
        title={t('companyPage.photos')}
      />
    </div>
  );
}
