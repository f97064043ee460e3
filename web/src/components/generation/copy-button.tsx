import { Check, Copy } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { markDemoText, type Demo } from '@/lib/demo-output';
import { useCopyFeedback } from '@/lib/use-copy-feedback';

interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** What to copy, computed when clicked (what it is built with may load then). */
  text: () => string | Promise<string>;
  /** The answer came from the demo generator: the copied text says so on its first line. */
  demo: Demo;
  /** The visible label, or the accessible name of an icon-only button. */
  label: string;
  iconOnly?: boolean;
  onCopied?: () => void;
  /** Called when the browser refuses clipboard access. */
  onFailure: () => void;
}

/** Copies text and shows the copied state for 2 seconds (docs/product.md#tool-pages). */
export function CopyButton({
  text,
  demo,
  label,
  iconOnly = false,
  onCopied,
  onFailure,
  ...props
}: CopyButtonProps) {
  const { copied, copy } = useCopyFeedback();
  const Icon = copied ? Check : Copy;
  const name = copied ? 'Copied!' : label;
  return (
    <Button
      variant="outline"
      size={iconOnly ? 'icon' : 'sm'}
      {...props}
      {...(iconOnly ? { 'aria-label': name, title: name } : {})}
      onClick={async () => {
        if (await copy(markDemoText(await text(), demo))) onCopied?.();
        else onFailure();
      }}
    >
      <Icon aria-hidden="true" className={copied ? 'text-emerald-600' : undefined} />
      {!iconOnly && name}
    </Button>
  );
}
