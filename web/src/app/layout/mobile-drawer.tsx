import type { RefObject } from 'react';
import { NavLink } from 'react-router-dom';
import { SITE_NAME } from '@/components/page-meta';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { headerLinks } from '@/config/paths';
import { preloadProfilePanel } from '@/components/workspace/profile-button';
import { cn } from '@/lib/cn';
import { navLinkClass } from './nav-link-class';

interface MobileDrawerProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: it is no Radix trigger, so focus goes back to it by hand. */
  opener: RefObject<HTMLButtonElement | null>;
  /** 'Your business': the drawer closes and the profile panel opens. */
  onProfile: () => void;
}

/** The 300px navigation drawer; its own module so the dialog code loads on the first tap of the menu button. */
export function MobileDrawer({ id, open, onOpenChange, opener, onProfile }: MobileDrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id={id}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <SheetTitle className="text-lg font-bold text-brand-700">{SITE_NAME}</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {headerLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass} onClick={() => onOpenChange(false)}>
              {link.label}
            </NavLink>
          ))}
          <button
            type="button"
            className={cn(navLinkClass({ isActive: false }), 'text-left')}
            aria-haspopup="dialog"
            onPointerDown={preloadProfilePanel}
            onClick={onProfile}
          >
            Your business
          </button>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
