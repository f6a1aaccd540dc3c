import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}

export function EmptyState({ icon: Icon, title, children }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center">
      <Icon className="h-10 w-10 text-gray-500" aria-hidden />
      <h2 className="mt-3 text-lg font-semibold text-gray-900">{title}</h2>
      {children ? (
        <div className="mt-2 flex flex-col items-center gap-3 text-sm text-gray-700">
          {children}
        </div>
      ) : null}
    </div>
  );
}

/**
 * A whole page that has nothing to show the visitor (not found, not allowed, signed out): the
 * empty state alone, in a narrow column, in place of the page.
 */
export function PageEmptyState(props: EmptyStateProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <EmptyState {...props} />
    </div>
  );
}
