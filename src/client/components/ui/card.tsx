import { useId, type ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

const VARIANTS = {
  /** A main column's card. */
  page: { box: 'p-6', heading: 'text-lg', body: 'mt-4' },
  /** The smaller cards of a sidebar. */
  side: { box: 'p-5', heading: undefined, body: 'mt-3' },
  /** The sections of a company's page (About, Contact, Reviews): their content sets its spacing. */
  listing: { box: 'p-5', heading: 'text-lg', body: null },
} as const;

/**
 * A white section card named by its heading, in one of the VARIANTS; `headerEnd` sits at the right
 * of the heading (a status badge), `id` and `className` go to the section (an anchor to scroll to).
 */
export function Card({
  title,
  variant = 'page',
  headerEnd,
  id,
  className,
  children,
}: {
  title: string;
  variant?: keyof typeof VARIANTS;
  headerEnd?: ReactNode;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const look = VARIANTS[variant];
  const heading = (
    <h2 id={headingId} className={cn('font-semibold text-gray-900', look.heading)}>
      {title}
    </h2>
  );
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-gray-200 bg-white shadow-sm', look.box, className)}
    >
      {headerEnd ? (
        <div className="flex items-center justify-between gap-2">
          {heading}
          {headerEnd}
        </div>
      ) : (
        heading
      )}
      {look.body ? <div className={look.body}>{children}</div> : children}
    </section>
  );
}
