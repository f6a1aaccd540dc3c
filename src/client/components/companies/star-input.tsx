import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/client/lib/cn';
import { useT } from '@/client/lib/i18n';

/**
 * Half-star input built from ten native radios: arrow keys move in half steps, each option is
 * named ("3.5 stars"), and each half of a star is a click target.
 */
export function StarInput({
  value,
  onChange,
  name = 'rating',
}: {
  value: number;
  onChange: (value: number) => void;
  name?: string;
}) {
  const t = useT();
  const label = (count: number) => t('stars.count', { count });
  const id = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value;
  return (
    <fieldset className="inline-flex items-center gap-2" onMouseLeave={() => setHover(null)}>
      <legend className="sr-only">{t('stars.legend')}</legend>
      <div className="flex">
        {[1, 2, 3, 4, 5].map((star) => {
          const fill = Math.max(0, Math.min(1, shown - (star - 1)));
          return (
            <span key={star} className="relative h-8 w-8">
              <Star
                className="absolute inset-0 h-8 w-8 text-gray-300"
                fill="currentColor"
                strokeWidth={0}
                aria-hidden
              />
              <span
                className="absolute inset-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
                aria-hidden
              >
                <Star className="h-8 w-8 text-amber-500" fill="currentColor" strokeWidth={0} />
              </span>
              {[star - 0.5, star].map((half, i) => (
                <label
                  key={half}
                  className={cn(
                    'absolute top-0 h-8 w-4 cursor-pointer',
                    i === 0 ? 'left-0' : 'right-0',
                  )}
                  onMouseEnter={() => setHover(half)}
                >
                  <input
                    type="radio"
                    name={`${name}-${id}`}
                    value={half}
                    checked={value === half}
                    onChange={() => onChange(half)}
                    className="peer absolute inset-0 m-0 h-full w-full cursor-pointer opacity-0"
                    aria-label={label(half)}
                  />
                  <span className="pointer-events-none absolute inset-0 rounded-sm peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600" />
                </label>
              ))}
            </span>
          );
        })}
      </div>
      <span className="text-sm text-gray-700" aria-live="polite">
        {value > 0 ? label(value) : t('stars.none')}
      </span>
    </fieldset>
  );
}
