import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useEarlyText } from './early-text';

const field =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500';

export const Input = ({ className, ref, ...props }: ComponentProps<'input'>) => (
  <input ref={useEarlyText(props.value, ref)} className={cn(field, 'h-10', className)} {...props} />
);

export const Textarea = ({ className, ref, ...props }: ComponentProps<'textarea'>) => (
  <textarea ref={useEarlyText(props.value, ref)} className={cn(field, 'min-h-20', className)} {...props} />
);
