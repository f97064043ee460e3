import { cloneElement, useEffect, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import type { TooltipPopup } from './tooltip-popup';

const loadPopup = () => import('./tooltip-popup');

/** Starts loading the tooltip code early, e.g. once a result that will enable a tooltip's control is on its way. */
export const preloadTooltip = (): void => void loadPopup();

/**
 * A tooltip whose code (Radix and its positioning, ~15 KB gzip) loads only once it can show: while `active` is
 * false (its control is disabled, say) and until the code is in, the trigger renders alone, as it looks with
 * the tooltip closed.
 */
export function Tooltip({
  content,
  children,
  active = true,
}: {
  content: ReactNode;
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
  active?: boolean;
}) {
  const [Popup, setPopup] = useState<typeof TooltipPopup>();
  const [focusTrigger, setFocusTrigger] = useState(false);
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!active || Popup) return;
    let current = true;
    void loadPopup().then((module) => {
      if (!current) return;
      // The trigger is rendered anew inside the popup's: keep focus where it was.
      setFocusTrigger(trigger !== null && document.activeElement === trigger);
      setPopup(() => module.TooltipPopup);
    });
    return () => {
      current = false;
    };
  }, [active, Popup, trigger]);
  if (Popup)
    return (
      <Popup content={content} focusTrigger={focusTrigger}>
        {children}
      </Popup>
    );
  return cloneElement(children, { ref: setTrigger });
}
