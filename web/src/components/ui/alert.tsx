import type { ComponentProps, ReactNode } from 'react';
import { AlertTriangle, Info, XCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

const tones = {
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: Info },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: AlertTriangle },
  error: { box: 'border-red-200 bg-red-50 text-red-900', icon: XCircle },
};

/** An inline message with a title; errors are announced to screen readers. */
export function Alert({
  tone = 'info',
  title,
  children,
  className,
  ...props
}: { tone?: keyof typeof tones; title: string; children?: ReactNode } & Omit<
  ComponentProps<'div'>,
  'title'
>) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-4 text-sm', box, className)}
      {...props}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}
