import { useEffect, useRef, type ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/config/timings';

/**
 * The Radix tooltip around its trigger (700 ms delay, 300 ms skip delay: docs/product.md#constants), with its
 * own provider so the app root needs none. Loaded by `Tooltip` (./tooltip.tsx) only once a tooltip can show.
 */
export function TooltipPopup({
  content,
  children,
  focusTrigger,
}: {
  content: ReactNode;
  children: ReactNode;
  /** The trigger had focus when this replaced it: focus the new one (which opens the tooltip, as focus does). */
  focusTrigger: boolean;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
    // Only the trigger this mount replaced.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger ref={trigger} asChild>
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={4}
            className="z-50 rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white shadow-md"
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
