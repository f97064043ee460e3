import { useId } from 'react';
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
 * A labelled group of choices shown as cards. Each card is a native radio button: one tab stop, arrow keys move
 * to the next card and select it, wrapping at the ends (the ARIA radio-group pattern, from the browser itself).
 */
export function RadioCards<V extends string>({
  label,
  value,
  onChange,
  options,
  columns = 'responsive',
}: RadioCardsProps<V>) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{label}</legend>
      <div role="radiogroup" aria-label={label} className={cn('grid gap-2', grids[columns])}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative rounded-lg border p-3 text-left text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
              option.value === value
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : 'border-slate-300 bg-white hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              // Covers the card, invisible: clicks land on it and focus scrolls the whole card into view.
              className="absolute -inset-px m-0 h-[calc(100%+2px)] w-[calc(100%+2px)] appearance-none opacity-0"
            />
            <span className="block font-medium">{option.label}</span>
            {option.description && (
              <span className="mt-0.5 block text-xs text-slate-600">{option.description}</span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
