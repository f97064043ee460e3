import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const field =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500';

export const Input = ({ className, ...props }: ComponentProps<'input'>) => (
  <input className={cn(field, 'h-10', className)} {...props} />
);

export const Textarea = ({ className, ...props }: ComponentProps<'textarea'>) => (
  <textarea className={cn(field, 'min-h-20', className)} {...props} />
);
