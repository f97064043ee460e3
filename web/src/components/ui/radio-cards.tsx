import type { KeyboardEvent } from 'react';
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

const STEP: Partial<Record<string, 1 | -1>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A labelled group of choices shown as cards: one tab stop, arrow keys move to the next card and
 * select it (the ARIA radio-group pattern), wrapping at the ends.
 */
export function RadioCards<V extends string>({
  label,
  value,
  onChange,
  options,
  columns = 'responsive',
}: RadioCardsProps<V>) {
  // Radix selects on the focus that follows an arrow key only if the key is still down by then, so a
  // quick tap moved focus without selecting: move and select here instead.
  function onArrowKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (index + step + options.length) % options.length;
    const items = event.currentTarget.parentElement!.querySelectorAll<HTMLElement>('[role="radio"]');
    onChange(options[next]!.value);
    items[next]?.focus();
  }

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{label}</legend>
      <RadioGroup.Root
        value={value}
        onValueChange={(next) => onChange(next as V)}
        className={cn('grid gap-2', grids[columns])}
        aria-label={label}
      >
        {options.map((option, index) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            onKeyDown={(event) => onArrowKey(event, index)}
            className={cn(
              'rounded-lg border p-3 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
              option.value === value
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : 'border-slate-300 bg-white hover:bg-slate-50',
            )}
          >
            <span className="block font-medium">{option.label}</span>
            {option.description && (
              <span className="mt-0.5 block text-xs text-slate-600">{option.description}</span>
            )}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </fieldset>
  );
}
