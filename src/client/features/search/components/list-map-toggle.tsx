import { List, MapPinned } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';
import { useT } from '@/client/lib/i18n';

export type ResultsShown = 'list' | 'map';

/** Under 1024 px, where the map cannot sit beside the list: the results as a list or on the map. */
export function ListMapToggle({
  shown,
  onChange,
  className,
}: {
  shown: ResultsShown;
  onChange: (shown: ResultsShown) => void;
  className?: string;
}) {
  const t = useT();
  const option = (value: ResultsShown, label: string, icon: ReactNode) => (
    <button
      type="button"
      aria-pressed={shown === value}
      onClick={() => onChange(value)}
      className={cn(
        'flex min-h-10 flex-1 items-center justify-center gap-2 px-4 text-sm font-medium',
        shown === value ? 'bg-brand-700 text-white' : 'bg-white text-gray-800 hover:bg-gray-50',
      )}
    >
      {icon}
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t('search.showAs')}
      className={cn('flex overflow-hidden rounded-lg border border-gray-300', className)}
    >
      {option('list', t('search.list'), <List className="h-4 w-4" aria-hidden />)}
      {option('map', t('search.map'), <MapPinned className="h-4 w-4" aria-hidden />)}
    </div>
  );
}
