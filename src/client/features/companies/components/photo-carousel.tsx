import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useState } from 'react';
import type { CompanyImage } from '../../../../contract/company';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';

const wrap = (index: number, length: number) => (index + length) % length;

/** One photo at a time with previous/next; a click opens the lightbox. Both wrap around. */
export function PhotoCarousel({
  images,
  isError,
}: {
  images: CompanyImage[] | undefined;
  isError: boolean;
}) {
  const [index, setIndex] = useState(0);
  const [lightbox, setLightbox] = useState(false);
  if (isError) return <p className="text-sm text-danger-700">Error loading images</p>;
  if (!images)
    return <div className="aspect-[16/9] animate-pulse rounded-xl bg-gray-200" aria-busy="true" />;
  if (images.length === 0) {
    return (
      <div className="flex aspect-[16/9] flex-col items-center justify-center rounded-xl border border-dashed border-gray-300 bg-white text-gray-600">
        <ImageOff className="h-8 w-8" aria-hidden />
        <p className="mt-2 text-sm">No photos available</p>
      </div>
    );
  }
  const current = images[wrap(index, images.length)]!;
  const step = (delta: number) => setIndex((i) => wrap(i + delta, images.length));
  const nav = (
    <>
      <Button
        variant="inverse"
        size="icon"
        aria-label="Previous photo"
        className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full"
        onClick={() => step(-1)}
      >
        <ChevronLeft className="h-5 w-5" aria-hidden />
      </Button>
      <Button
        variant="inverse"
        size="icon"
        aria-label="Next photo"
        className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full"
        onClick={() => step(1)}
      >
        <ChevronRight className="h-5 w-5" aria-hidden />
      </Button>
    </>
  );
  return (
    <div>
      <div className="relative overflow-hidden rounded-xl bg-gray-900">
        <button
          type="button"
          className="block w-full"
          onClick={() => setLightbox(true)}
          aria-label={`Open photo ${wrap(index, images.length) + 1} of ${images.length}`}
        >
          <img
            src={current.objectUrl}
            alt={current.caption ?? 'Company photo'}
            className="aspect-[16/9] w-full object-contain"
            loading="lazy"
          />
        </button>
        {images.length > 1 ? nav : null}
      </div>
      {current.caption ? <p className="mt-2 text-sm text-gray-700">{current.caption}</p> : null}
      <Dialog open={lightbox} onOpenChange={setLightbox}>
        <DialogContent
          title={`Photo ${wrap(index, images.length) + 1} of ${images.length}`}
          className="max-w-4xl"
        >
          <div
            className="relative"
            onKeyDown={(e) => {
              if (e.key === 'ArrowLeft') step(-1);
              if (e.key === 'ArrowRight') step(1);
            }}
          >
            <img
              src={current.objectUrl}
              alt={current.caption ?? 'Company photo'}
              className="max-h-[70vh] w-full rounded-lg object-contain"
            />
            {images.length > 1 ? nav : null}
          </div>
          {current.caption ? <p className="mt-3 text-sm text-gray-700">{current.caption}</p> : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
