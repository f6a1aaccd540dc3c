import { startTransition, Suspense, useState, type ReactNode } from 'react';

/** What a stand-in button does: each asks for the code; a click also asks to open once it is there. */
export interface StandInHandlers {
  onPointerEnter: () => void;
  onTouchStart: () => void;
  onClick: () => void;
}

/**
 * A menu or dialog whose code (Radix, positioning) loads when it is first wanted: the pointer
 * reaches its button, or a touch or a click (Enter or Space from the keyboard). Until then
 * `standIn` draws the same button, and keeps it on screen while the code comes (a transition);
 * `children` is the real thing, open at once when a click asked for it.
 */
export function OnDemand({
  standIn,
  children,
}: {
  standIn: (handlers: StandInHandlers) => ReactNode;
  children: (defaultOpen: boolean) => ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const want = (open: boolean) =>
    startTransition(() => {
      setWanted(true);
      if (open) setOpenOnLoad(true);
    });
  const button = standIn({
    onPointerEnter: () => want(false),
    onTouchStart: () => want(false),
    onClick: () => want(true),
  });
  return <Suspense fallback={button}>{wanted ? children(openOnLoad) : button}</Suspense>;
}
