import { useRealtime } from '@/client/data/realtime';
import { cn } from '@/client/lib/cn';
import { useT } from '@/client/lib/i18n';

const LABELS = {
  connected: {
    text: 'live.connected',
    className: 'bg-green-100 text-green-900',
    dot: 'bg-green-600',
  },
  connecting: {
    text: 'live.connecting',
    className: 'bg-amber-100 text-amber-900',
    dot: 'bg-amber-500',
  },
  closed: { text: 'live.closed', className: 'bg-gray-100 text-gray-800', dot: 'bg-gray-500' },
  error: { text: 'live.error', className: 'bg-red-100 text-red-900', dot: 'bg-red-600' },
} as const;

export function LiveBadge() {
  const t = useT();
  const { state } = useRealtime();
  const label = LABELS[state];
  return (
    <span
      role="status"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium',
        label.className,
      )}
    >
      <span className={cn('h-2 w-2 rounded-full', label.dot)} aria-hidden />
      {t(label.text)}
    </span>
  );
}
