import * as Popover from '@radix-ui/react-popover';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { TOP_PRO_RULE } from '@/contract/reputation';
import { useT } from '@/client/lib/i18n';
import { TopProLabel, type OpenedBy } from './top-pro-badge';

export interface TopProPopoverProps {
  className: string;
  /** What asked for the rule before this code was there (top-pro-badge.tsx); null: nothing yet. */
  openedBy: OpenedBy | null;
}

/**
 * The badge once its code is there (top-pro-badge.tsx), open if the stand-in was asked to open. A
 * mouse opens it by hovering; a tap, a click, Enter or Space toggle it; Escape or a tap elsewhere
 * closes it. Clicks stay inside (a company card selects itself when clicked).
 */
export function TopProPopover({ className, openedBy }: TopProPopoverProps) {
  const t = useT();
  const [open, setOpen] = useState(openedBy !== null);
  // Opened by the mouse hovering: a click then keeps it open instead of toggling it shut.
  const hovering = useRef(openedBy === 'hover');
  const trigger = useRef<HTMLButtonElement>(null);
  // Opened from the keyboard: the badge that replaces the stand-in keeps the focus.
  useEffect(() => {
    if (openedBy === 'keyboard') trigger.current?.focus();
  }, [openedBy]);
  function hover(e: PointerEvent, entering: boolean) {
    if (e.pointerType !== 'mouse') return;
    hovering.current = entering;
    setOpen(entering);
  }
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        ref={trigger}
        type="button"
        onPointerEnter={(e) => hover(e, true)}
        onPointerLeave={(e) => hover(e, false)}
        onClick={(e) => {
          e.stopPropagation();
          if (hovering.current) e.preventDefault();
        }}
        className={className}
      >
        <TopProLabel />
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
          {t('topPro.rule', {
            ...TOP_PRO_RULE,
            // "4.8" in both languages (es-US writes a decimal point).
            minRating: TOP_PRO_RULE.minRating.toFixed(1),
          })}
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
