import { Link, NavLink } from 'react-router-dom';
import { headerLinks } from '@/config/paths';
import { SITE_NAME } from '@/components/page-meta';
import { cn } from '@/lib/cn';
import { ProfileButton } from '@/components/workspace/profile-button';
import { MobileNav } from './mobile-nav';
import { navLinkClass } from './nav-link-class';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="shrink-0 text-lg font-bold tracking-tight text-brand-700">
          {SITE_NAME}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {headerLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={(s) => cn(navLinkClass(s), 'max-w-[140px] text-center')}
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden lg:block">
          <ProfileButton />
        </div>
        <MobileNav />
      </div>
    </header>
  );
}
