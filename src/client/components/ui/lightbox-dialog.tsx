import { Dialog, DialogContent } from './dialog';
import { PrevNextButtons, wrapIndex, type LightboxProps } from './lightbox';
import { cn } from '@/client/lib/cn';
import { useT } from '@/client/lib/i18n';

/** The dialog of `Lightbox` (./lightbox), loaded when it first opens. */
export function LightboxDialog({
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
