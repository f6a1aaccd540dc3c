import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';
import { Dialog, DialogContent } from './dialog';
import { cn } from '@/client/lib/cn';
import { useT, type MessageId } from '@/client/lib/i18n';

/** An uploaded image (a company's photo, a quote's image): served at objectUrl, in variants. */
export interface LightboxImage {
  objectUrl: string;
  caption: string | null;
}

interface LightboxProps {
  images: LightboxImage[];
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** e.g. 'Project Images' gives 'Project Images (2 of 5)'. */
  title: string;
}

export const wrapIndex = (index: number, length: number) => (index + length) % length;

/** The round previous/next buttons over an image; `names` say what they move to. */
export function PrevNextButtons({
  onStep,
  names,
}: {
  onStep: (delta: number) => void;
  names: { previous: MessageId; next: MessageId };
}) {
  const t = useT();
  return (
    <>
      <Button
        variant="inverse"
        size="icon"
        aria-label={t(names.previous)}
        className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full"
        onClick={() => onStep(-1)}
      >
        <ChevronLeft className="h-5 w-5" aria-hidden />
      </Button>
      <Button
        variant="inverse"
        size="icon"
        aria-label={t(names.next)}
        className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full"
        onClick={() => onStep(1)}
      >
        <ChevronRight className="h-5 w-5" aria-hidden />
      </Button>
    </>
  );
}

/** Full-size images: previous/next wrap around, arrow keys move, Esc closes, thumbnails jump. */
export function Lightbox({
  images,
  index,
  onIndexChange,
  open,
  onOpenChange,
  title,
}: LightboxProps) {
  const t = useT();
  const current = images[wrapIndex(index, images.length)];
  if (!current) return null;
  const step = (delta: number) => onIndexChange(wrapIndex(index + delta, images.length));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('lightbox.title', {
          title,
          n: wrapIndex(index, images.length) + 1,
          count: images.length,
        })}
        className="max-w-4xl"
      >
        <div
          onKeyDown={(e) => {
            if (e.key === 'ArrowLeft') step(-1);
            if (e.key === 'ArrowRight') step(1);
          }}
        >
          <div className="relative">
            <img
              src={current.objectUrl}
              alt={current.caption ?? title}
              className="max-h-[65vh] w-full rounded-lg bg-gray-900 object-contain"
            />
            {images.length > 1 ? (
              <PrevNextButtons
                onStep={step}
                names={{ previous: 'lightbox.previous', next: 'lightbox.next' }}
              />
            ) : null}
          </div>
          {current.caption ? <p className="mt-3 text-sm text-gray-700">{current.caption}</p> : null}
          {images.length > 1 ? (
            <div className="mt-3 flex gap-2 overflow-x-auto">
              {images.map((image, i) => (
                <button
                  key={image.objectUrl}
                  type="button"
                  onClick={() => onIndexChange(i)}
                  aria-label={t('lightbox.show', { n: i + 1 })}
                  aria-current={i === wrapIndex(index, images.length) ? 'true' : undefined}
                  className={cn(
                    'h-14 w-20 shrink-0 overflow-hidden rounded-md border-2',
                    i === wrapIndex(index, images.length)
                      ? 'border-brand-700'
                      : 'border-transparent',
                  )}
                >
                  <img
                    src={`${image.objectUrl}?variant=thumb`}
                    alt=""
                    className="h-full w-full object-cover"
                  />
                </button>
              ))}
            </div>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
