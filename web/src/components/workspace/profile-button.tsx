import { Suspense, useState } from 'react';
import { Building2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { lazyExport } from '@/lib/lazy-export';

const loadPanel = () => import('./profile-panel');
// The panel (dialog, zod, the lists) stays out of every page's first download; a press or focus loads it.
const ProfilePanel = lazyExport(loadPanel, 'ProfilePanel');
/** Starts loading the panel's code (on a press or focus of what opens it). */
export const preloadProfilePanel = () => void loadPanel();

/** The 'Your business' panel's state, for an opener that may go away while it is open (the drawer's link). */
export function useProfilePanel() {
  const [open, setOpen] = useState(false);
  const panel = open && (
    <Suspense>
      <ProfilePanel open onOpenChange={setOpen} />
    </Suspense>
  );
  return { show: () => setOpen(true), panel };
}

/** Opens the 'Your business' panel: on every tool page and in the header on desktop. */
export function ProfileButton({ variant = 'ghost' }: { variant?: 'ghost' | 'outline' }) {
  const { show, panel } = useProfilePanel();
  return (
    <>
      <Button
        type="button"
        variant={variant}
        size="sm"
        className="shrink-0"
        aria-haspopup="dialog"
        onPointerDown={preloadProfilePanel}
        onFocus={preloadProfilePanel}
        onClick={show}
      >
        <Building2 aria-hidden="true" /> Your business
      </Button>
      {panel}
    </>
  );
}
