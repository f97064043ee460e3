import { Suspense, type ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

/**
 * Tabs (Radix), the ARIA pattern with automatic activation: the selected tab is the group's one tab stop, arrow
 * keys and Home/End move to a tab and select it, Tab moves on into the panel. Only the selected panel is rendered.
 * A Suspense boundary of its own, so a prerendered page hydrates it in a task after the page's: Radix's roving
 * focus re-renders itself synchronously once hydrated, which would otherwise lengthen the page's commit.
 */
export const Tabs = ({
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<typeof TabsPrimitive.Root>, 'defaultValue'> & {
  value: string;
  onValueChange: (value: string) => void;
}) => (
  <Suspense>
    <TabsPrimitive.Root value={value} onValueChange={onValueChange} activationMode="automatic" {...props} />
  </Suspense>
);

export const TabsList = ({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) => (
  <TabsPrimitive.List
    loop
    className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-slate-100 p-1', className)}
    {...props}
  />
);

export const TabsTrigger = ({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) => (
  <TabsPrimitive.Trigger
    className={cn(
      'min-h-9 rounded-md px-2 py-1.5 text-sm leading-tight font-medium text-slate-700 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
      className,
    )}
    {...props}
  />
);

export const TabsContent = ({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) => (
  <TabsPrimitive.Content
    className={cn('focus-visible:outline-2 focus-visible:outline-brand-600', className)}
    {...props}
  />
);
