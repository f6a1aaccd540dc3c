import { Award } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { cn } from '@/client/lib/cn';
import { codeOnDemand } from '@/client/lib/code-on-demand';
import { whenIdle } from '@/client/lib/when-idle';
import type { TopProPopoverProps } from './top-pro-popover';

/** What opened the rule first: a hovering mouse, a press (mouse, pen, touch) or a key. */
export type OpenedBy = 'hover' | 'press' | 'keyboard';

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

/** The popover's code (Radix, its positioning): one load for every badge. */
const popover = codeOnDemand<ComponentType<TopProPopoverProps>>(
  async () => (await import('./top-pro-popover')).TopProPopover,
);

/**
 * The "Top Pro" badge: a button whose popover gives the rule. The popover's code is not part of the
 * page's first load (a page of results carries one badge per Top Pro, and none needs it to be
 * painted): it loads once the browser is idle, or at the first hover, tap, click or key press if
 * that comes first. Until then a stand-in button takes the first interaction, and the popover
 * opens as it asked once its code is there. The badge is swapped while nobody is using it where it
 * can be: a button replaced between a press and its release never receives the click.
 */
export function TopProBadge({ className }: { className?: string }) {
  const [Popover, setPopover] = useState(() => popover.loaded);
  const [opened, setOpened] = useState<OpenedBy | null>(null);
  const badge = useRef<HTMLSpanElement>(null);
  // The stand-in had the keyboard's focus when it was swapped: the real badge takes it over.
  const refocus = useRef(false);
  const swapTo = (code: ComponentType<TopProPopoverProps>) => {
    refocus.current = badge.current?.contains(document.activeElement) ?? false;
    setPopover(() => code);
  };
  useLayoutEffect(() => {
    if (!Popover || !refocus.current) return;
    refocus.current = false;
    badge.current?.querySelector('button')?.focus();
  }, [Popover]);
  useEffect(() => {
    if (Popover) return;
    let current = true;
    const load = () => void popover.preload().then((code) => current && code && swapTo(code));
    const cancel = whenIdle(load);
    return () => {
      current = false;
      cancel();
    };
  }, [Popover]);
  useEffect(() => {
    // Its code could not be fetched (the server away): the next hover or press asks again.
    if (opened) popover.load().then(swapTo, () => setOpened(null));
  }, [opened]);

  return (
    // `contents`: the wrapper adds no box; it only finds the badge's button after a swap.
    <span ref={badge} className="contents">
      {Popover ? (
        <Popover className={cn(BADGE, className)} openedBy={opened} />
      ) : (
        <StandIn className={className} onOpen={setOpened} />
      )}
    </span>
  );
}

/** The badge until the popover's code is there: it takes the first interaction. */
function StandIn({
  className,
  onOpen,
}: {
  className?: string;
  onOpen: (update: (opened: OpenedBy | null) => OpenedBy | null) => void;
}) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={(e) => e.pointerType === 'mouse' && onOpen(() => 'hover')}
      // Left before the code arrived: nothing opens.
      onPointerLeave={(e) => e.pointerType === 'mouse' && onOpen((o) => (o === 'hover' ? null : o))}
      onClick={(e) => {
        // A company card selects itself when clicked.
        e.stopPropagation();
        // A click made by Enter or Space counts no presses.
        onOpen(() => (e.detail === 0 ? 'keyboard' : 'press'));
      }}
      className={cn(BADGE, className)}
    >
      <TopProLabel />
    </button>
  );
}
