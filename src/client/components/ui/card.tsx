import { useId, type ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

/**
 * A white section card named by its heading. 'page' for a main column, 'side' for the smaller
 * cards of a sidebar; `headerEnd` sits at the right of the heading (a status badge).
 */
export function Card({
  title,
  variant = 'page',
  headerEnd,
  children,
}: {
  title: string;
  variant?: 'page' | 'side';
  headerEnd?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const side = variant === 'side';
  const heading = (
    <h2 id={id} className={cn('font-semibold text-gray-900', !side && 'text-lg')}>
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-xl border border-gray-200 bg-white shadow-sm', side ? 'p-5' : 'p-6')}
    >
      {headerEnd ? (
        <div className="flex items-center justify-between gap-2">
          {heading}
          {headerEnd}
        </div>
      ) : (
        heading
      )}
      <div className={side ? 'mt-3' : 'mt-4'}>{children}</div>
    </section>
  );
}
