import { Award } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { cn } from '@/client/lib/cn';

/** What opened the rule first: a hovering mouse, a press (mouse, pen, touch) or a key. */
export type OpenedBy = 'hover' | 'press' | 'keyboard';

const TopProPopover = lazy(async () => ({
  default: (await import('./top-pro-popover')).TopProPopover,
}));

const BADGE =
  'inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 hover:bg-amber-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function TopProLabel() {
  return (
    <>
      <Award className="h-3.5 w-3.5" aria-hidden />
      Top Pro
    </>
  );
}

/**
 * The "Top Pro" badge: a button whose popover gives the rule. The popover's code (Radix, its
 * positioning) loads on the first hover, tap, click or key press, as the header's menus do: a page
 * of results carries one badge per Top Pro, and none of them needs it to be painted.
 */
export function TopProBadge({ className }: { className?: string }) {
  const [opened, setOpened] = useState<OpenedBy | null>(null);
  const standIn = (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setOpened('hover')}
      // Left before the code arrived: nothing opens.
      onPointerLeave={(e) =>
        e.pointerType === 'mouse' && setOpened((o) => (o === 'hover' ? null : o))
      }
      onClick={(e) => {
        // A company card selects itself when clicked.
        e.stopPropagation();
        // A click made by Enter or Space counts no presses.
        setOpened(e.detail === 0 ? 'keyboard' : 'press');
      }}
      className={cn(BADGE, className)}
    >
      <TopProLabel />
    </button>
  );
  if (!opened) return standIn;
  return (
    <Suspense fallback={standIn}>
      <TopProPopover className={cn(BADGE, className)} openedBy={opened} />
    </Suspense>
  );
}
