import * as Popover from '@radix-ui/react-popover';
import { Award } from 'lucide-react';
import { useRef, useState, type PointerEvent } from 'react';
import { TOP_PRO_RULE } from '@/contract/reputation';
import { cn } from '@/client/lib/cn';

/**
 * The "Top Pro" badge: a button whose popover gives the rule. A mouse opens it by hovering; a
 * tap, a click, Enter or Space toggle it; Escape or a tap elsewhere closes it. Clicks stay inside
 * (a company card selects itself when clicked).
 */
export function TopProBadge({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  // Opened by the mouse hovering: a click then keeps it open instead of toggling it shut.
  const hovering = useRef(false);
  function hover(e: PointerEvent, entering: boolean) {
    if (e.pointerType !== 'mouse') return;
    hovering.current = entering;
    setOpen(entering);
  }
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        type="button"
        onPointerEnter={(e) => hover(e, true)}
        onPointerLeave={(e) => hover(e, false)}
        onClick={(e) => {
          e.stopPropagation();
          if (hovering.current) e.preventDefault();
        }}
        className={cn(
          'inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 hover:bg-amber-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          className,
        )}
      >
        <Award className="h-3.5 w-3.5" aria-hidden />
        Top Pro
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label="Top Pro"
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          // The rule is text only: focus stays on the badge, so hovering never moves it.
          onOpenAutoFocus={(e) => e.preventDefault()}
          onClick={(e) => e.stopPropagation()}
          className="z-50 max-w-72 rounded-lg border border-gray-200 bg-white p-3 text-sm leading-6 text-gray-800 shadow-lg"
        >
          {TOP_PRO_RULE.text}
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
