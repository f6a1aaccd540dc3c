import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
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
