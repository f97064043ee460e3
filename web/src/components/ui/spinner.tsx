import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

const sizes = { default: 'size-5', large: 'size-8', huge: 'size-10' };
const tones = { brand: 'text-brand-600', onBrand: 'text-white' };

/** A spinning loader icon; `onBrand` for one inside a brand-coloured button. */
export const Spinner = ({
  size = 'default',
  tone = 'brand',
}: {
  size?: keyof typeof sizes;
  tone?: keyof typeof tones;
}) => <Loader2 className={cn('animate-spin', sizes[size], tones[tone])} aria-hidden="true" />;
