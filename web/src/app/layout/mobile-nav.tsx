import { Suspense, useId, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { lazyExport } from '@/lib/lazy-export';
import { useProfilePanel } from '@/components/workspace/profile-button';

const loadDrawer = () => import('./mobile-drawer');
// The dialog code stays out of every page's first download; pressing or focusing the button starts loading it.
const MobileDrawer = lazyExport(loadDrawer, 'MobileDrawer');

/** Below the desktop breakpoint: a menu button opening a 300px drawer that closes when a link is chosen. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const profile = useProfilePanel();
  const preload = () => void loadDrawer();
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Toggle navigation menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(!open);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      {wanted && (
        <Suspense>
          <MobileDrawer
            id={drawerId}
            open={open}
            onOpenChange={setOpen}
            opener={button}
            onProfile={() => {
              setOpen(false);
              profile.show();
            }}
          />
        </Suspense>
      )}
      {profile.panel}
    </>
  );
}
