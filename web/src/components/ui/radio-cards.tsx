import { Suspense, useId } from 'react';
import { RadioGroup } from 'radix-ui';
import { cn } from '@/lib/cn';

interface RadioCardsProps<V extends string> {
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string; description?: string }[];
  /** Cards per row: two from the small breakpoint up (one on phones) unless a fixed count is given. */
  columns?: keyof typeof grids;
}

const grids = { responsive: 'sm:grid-cols-2', two: 'grid-cols-2', three: 'grid-cols-3' };

/**
 * A labelled group of choices shown as cards: a Radix radio group, one tab stop, arrow keys move to the next
 * card and select it, wrapping at the ends (the ARIA radio-group pattern).
 */
export function RadioCards<V extends string>({
  label,
  value,
  onChange,
  options,
  columns = 'responsive',
}: RadioCardsProps<V>) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{label}</legend>
      {/* Hydrated in a task of its own (see Tabs): Radix's roving focus re-renders itself at once. */}
      <Suspense>
        <RadioGroup.Root
          aria-label={label}
          value={value}
          onValueChange={(next) => onChange(next as V)}
          loop
          className={cn('grid gap-2', grids[columns])}
        >
          {options.map((option) => (
            <RadioGroup.Item
              key={option.value}
              value={option.value}
              aria-labelledby={`${id}-${option.value}`}
              aria-describedby={option.description ? `${id}-${option.value}-about` : undefined}
              onFocus={(event) => {
                // Radix moves focus a task after an arrow key and checks the card only if the key is still down
                // by then (radix-ui/primitives#4094): focus that comes from another card of the group selects.
                const from = event.relatedTarget;
                if (
                  from?.getAttribute('role') === 'radio' &&
                  from.parentElement === event.currentTarget.parentElement
                )
                  onChange(option.value);
              }}
              className={cn(
                'rounded-lg border p-3 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                option.value === value
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-slate-300 bg-white hover:bg-slate-50',
              )}
            >
              <span id={`${id}-${option.value}`} className="block font-medium">
                {option.label}
              </span>
              {option.description && (
                <span id={`${id}-${option.value}-about`} className="mt-0.5 block text-xs text-slate-600">
                  {option.description}
                </span>
              )}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </Suspense>
    </fieldset>
  );
}
