import { Star } from 'lucide-react';
import { cn } from '@/client/lib/cn';

const SIZES = { sm: 'h-4 w-4', md: 'h-5 w-5', lg: 'h-6 w-6' } as const;

/** Five stars filled to the value (half steps show half a star); named for screen readers. */
export function StarRating({ value, size = 'sm' }: { value: number; size?: keyof typeof SIZES }) {
  return (
    <span
      className="inline-flex items-center"
      role="img"
      aria-label={`Rated ${value.toFixed(1)} out of 5`}
    >
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, value - i));
        return (
          <span key={i} className={cn('relative inline-block', SIZES[size])} aria-hidden>
            <Star
              className={cn('absolute inset-0 text-gray-300', SIZES[size])}
              fill="currentColor"
              strokeWidth={0}
            />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star
                className={cn('text-amber-500', SIZES[size])}
                fill="currentColor"
                strokeWidth={0}
              />
            </span>
          </span>
        );
      })}
    </span>
  );
}
