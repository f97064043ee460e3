import { Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SITE_NAME } from '@/components/page-meta';
import { footerToolLinks, paths } from '@/config/paths';
import { lazyExport } from '@/lib/lazy-export';

// The form and its validation load on first click, keeping them out of every page's first download.
const ContactDialog = lazyExport(() => import('@/features/contact/contact-dialog'), 'ContactDialog');

const linkClass = 'text-sm text-slate-600 hover:text-brand-700';

/** Placeholder resources that have no page yet (docs/product.md#shared-layout): they stay put when clicked. */
const placeholderResources = ['Content Marketing Guide', 'Content Strategy Templates'];

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  const id = `footer-${title.toLowerCase()}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">{children}</ul>
    </nav>
  );
}

export function SiteFooter() {
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white pb-24">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-brand-700">{SITE_NAME}</p>
          <p className="mt-3 text-sm text-slate-600">
            Your friendly co-pilot for content marketing: free AI tools that help small businesses plan, write
            and improve content that gets found.
          </p>
        </div>
        <FooterColumn title="Tools">
          {footerToolLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Resources">
          {placeholderResources.map((label) => (
            <li key={label}>
              <a href="#" className={linkClass} onClick={(event) => event.preventDefault()}>
                {label}
              </a>
            </li>
          ))}
          <li>
            <Link to={paths.blog} className={linkClass}>
              Blog
            </Link>
          </li>
          <li>
            <button type="button" className={linkClass} onClick={() => setContactOpen(true)}>
              Contact
            </button>
            {contactOpen && (
              <Suspense>
                <ContactDialog open onOpenChange={setContactOpen} />
              </Suspense>
            )}
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-slate-600 sm:flex-row">
          <p>
            © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
          </p>
          <Link to={paths.privacyPolicy} className={linkClass}>
            Privacy Policy
          </Link>
        </div>
      </div>
    </footer>
  );
}
