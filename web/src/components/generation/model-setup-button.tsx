import { Suspense, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { lazyExport } from '@/lib/lazy-export';

const loadDialog = () => import('./model-setup-dialog');
// The dialog code (Radix focus trap, scroll lock: ~12 KB gzip) loads when the steps are asked for, not with the page.
const ModelSetupDialog = lazyExport(loadDialog, 'ModelSetupDialog');
const preloadDialog = () => void loadDialog();

/** A button that opens the Bedrock setup steps; `link` styles it as a link inside a sentence. */
export function ModelSetupButton({
  children,
  modelId,
  link = false,
}: {
  children: ReactNode;
  modelId?: string | undefined;
  link?: boolean;
}) {
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so closing it runs Radix's close (focus goes back to the button).
  const [wanted, setWanted] = useState(false);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  return (
    <>
      {link ? (
        <button
          type="button"
          className="font-medium underline"
          onPointerDown={preloadDialog}
          onFocus={preloadDialog}
          onClick={show}
        >
          {children}
        </button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="mt-2 self-start"
          onPointerDown={preloadDialog}
          onFocus={preloadDialog}
          onClick={show}
        >
          {children}
        </Button>
      )}
      {wanted && (
        <Suspense>
          <ModelSetupDialog open={open} onOpenChange={setOpen} modelId={modelId} />
        </Suspense>
      )}
    </>
  );
}
