import type { CSSProperties } from 'react';
import { cn } from '@/client/lib/cn';
import { formatRating } from '@/client/lib/format';
import { useLocale, useT } from '@/client/lib/i18n';

const HEIGHTS = { sm: 'h-4', md: 'h-5', lg: 'h-6' } as const;

/**
 * Five stars filled to the value (half steps show half a star); named for screen readers. One
 * element (the `star-rating` utility in index.css) where each star was two icons.
 */
export function StarRating({ value, size = 'sm' }: { value: number; size?: keyof typeof HEIGHTS }) {
  const t = useT();
  const locale = useLocale();
  const fill = (Math.max(0, Math.min(5, value)) / 5) * 100;
  return (
    <span
      className={cn('star-rating align-middle', HEIGHTS[size])}
      style={{ '--star-fill': `${fill}%` } as CSSProperties}
      role="img"
      aria-label={t('company.rated', { value: formatRating(value, locale) })}
    />
  );
}
