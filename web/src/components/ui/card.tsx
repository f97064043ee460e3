import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// Classes are joined, not merged: what a caller may change (border colour, gaps, title size, padding) is a
// prop choosing one of these, never a class meant to override the component's own.
const cardTones = { default: 'border-slate-200', error: 'border-red-200' };
const headerGaps = { default: 'gap-1.5', wide: 'gap-3' };
const titleSizes = { default: 'text-xl leading-tight', small: 'text-lg' };
const contentPaddings = {
  /** Under a CardHeader, which already spaces the top. */
  default: 'p-6 pt-0',
  /** A card without a header. */
  alone: 'p-6',
  /** A card holding one centred status (a loading state). */
  tall: 'px-6 py-16',
};

export const Card = ({
  className,
  tone = 'default',
  ...props
}: ComponentProps<'div'> & { tone?: keyof typeof cardTones }) => (
  <div className={cn('rounded-xl border bg-white shadow-sm', cardTones[tone], className)} {...props} />
);

export const CardHeader = ({
  className,
  gap = 'default',
  ...props
}: ComponentProps<'div'> & { gap?: keyof typeof headerGaps }) => (
  <div className={cn('flex flex-col p-6', headerGaps[gap], className)} {...props} />
);

export const CardTitle = ({
  className,
  size = 'default',
  ...props
}: ComponentProps<'h2'> & { size?: keyof typeof titleSizes }) => (
  <h2 className={cn('font-semibold tracking-tight', titleSizes[size], className)} {...props} />
);

export const CardDescription = ({ className, ...props }: ComponentProps<'p'>) => (
  <p className={cn('text-sm text-slate-600', className)} {...props} />
);

export const CardContent = ({
  className,
  padding = 'default',
  ...props
}: ComponentProps<'div'> & { padding?: keyof typeof contentPaddings }) => (
  <div className={cn(contentPaddings[padding], className)} {...props} />
);

export const CardFooter = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex items-center p-6 pt-0', className)} {...props} />
);
