import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface SelectOption {
  value: string;
  label: string;
}

/** A styled native select: accessible, keyboard-friendly and mobile-native out of the box. */
export function Select({
  options,
  className,
  ...props
}: ComponentProps<'select'> & { options: readonly SelectOption[] }) {
  return (
    <div className="relative">
      <select
        className={cn(
          'h-10 w-full appearance-none rounded-md border border-slate-300 bg-white py-2 pr-9 pl-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:opacity-50 aria-invalid:border-red-500',
          className,
        )}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-3 right-3 size-4 text-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}
