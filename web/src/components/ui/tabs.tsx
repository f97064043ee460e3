import { createContext, use, useId, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = use(TabsContext);
  if (!tabs) throw new Error('TabsList, TabsTrigger and TabsContent belong inside Tabs.');
  return tabs;
}

const triggerId = (tabs: TabsState, value: string) => `${tabs.baseId}-trigger-${value}`;
const contentId = (tabs: TabsState, value: string) => `${tabs.baseId}-content-${value}`;

/**
 * Tabs, the ARIA pattern with automatic activation: the selected tab is the group's one tab stop, arrow keys and
 * Home/End move to a tab and select it, Tab moves on into the panel. Only the selected panel is rendered.
 */
export function Tabs({
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<'div'>, 'defaultValue'> & { value: string; onValueChange: (value: string) => void }) {
  const baseId = useId();
  return (
    <TabsContext value={{ baseId, value, select: onValueChange }}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

/** Where a key sends focus among `count` tabs from `index`, wrapping at the ends; undefined for other keys. */
function target(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'Home' || key === 'PageUp') return 0;
  if (key === 'End' || key === 'PageDown') return count - 1;
  return undefined;
}

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(event.target as HTMLElement);
  const next = index < 0 ? undefined : target(event.key, index, tabs.length);
  if (next === undefined) return;
  event.preventDefault();
  // Focus selects the tab (TabsTrigger's onFocus).
  tabs[next]?.focus();
}

export const TabsList = ({ className, ...props }: ComponentProps<'div'>) => (
  <div
    role="tablist"
    aria-orientation="horizontal"
    onKeyDown={moveFocus}
    className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-slate-100 p-1', className)}
    {...props}
  />
);

export function TabsTrigger({ value, className, ...props }: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const selected = value === tabs.value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs, value)}
      aria-selected={selected}
      aria-controls={contentId(tabs, value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      // Selected on press, not release, as a native tab strip does; other buttons and ctrl-clicks do nothing.
      onMouseDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return event.preventDefault();
        event.currentTarget.focus();
        tabs.select(value);
      }}
      onFocus={() => {
        if (!selected) tabs.select(value);
      }}
      className={cn(
        'min-h-9 rounded-md px-2 py-1.5 text-sm leading-tight font-medium text-slate-700 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  className,
  children,
  ...props
}: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  const selected = value === tabs.value;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs, value)}
      aria-labelledby={triggerId(tabs, value)}
      data-state={selected ? 'active' : 'inactive'}
      hidden={!selected}
      tabIndex={0}
      className={cn('focus-visible:outline-2 focus-visible:outline-brand-600', className)}
      {...props}
    >
      {selected && children}
    </div>
  );
}
