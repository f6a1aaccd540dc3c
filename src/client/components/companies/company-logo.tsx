import { useState } from 'react';
import { cn } from '@/client/lib/cn';

const SIZES = {
  xs: 'h-8 w-8',
  sm: 'h-10 w-10',
  md: 'h-14 w-14',
  lg: 'h-20 w-20',
  xl: 'h-28 w-28',
} as const;
export const DEFAULT_LOGO = '/images/default-logo.svg';

/** A company's logo; a missing or broken one falls back to the default logo. */
export function CompanyLogo({
  src,
  name,
  size = 'md',
  className,
  decorative = false,
}: {
  src: string | null;
  name: string | undefined;
  /** Next to the company's name already: no alt text, so the name is not read twice. */
  decorative?: boolean;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  return (
    <img
      src={!src || broken ? DEFAULT_LOGO : src}
      alt={decorative ? '' : name || 'Company'}
      onError={() => setBroken(true)}
      loading="lazy"
      width={112}
      height={112}
      className={cn(
        'shrink-0 rounded-lg border border-gray-200 bg-white object-cover',
        SIZES[size],
        className,
      )}
    />
  );
}
