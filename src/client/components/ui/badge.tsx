import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

/** A small count bubble; hidden at zero. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span
      className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-700 px-1.5 text-xs font-semibold text-white"
      aria-label={label}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * The count in the corner of an icon button (the bell, the phone menu), read by its button's name:
 * hidden from screen readers, and at zero.
 */
export function CornerCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      className="absolute right-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-700 px-1 text-xs font-semibold text-white ring-2 ring-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-800',
        className,
      )}
    >
      {children}
    </span>
  );
}
