import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { applyHead, currentSiteUrl } from '@/lib/head/apply-head';
import { useHeadCollector } from '@/lib/head/head-context';
import { SITE_NAME, type PageHead } from '@/lib/head/head-tags';

interface PageMetaProps extends Omit<PageHead, 'title' | 'canonicalPath'> {
  title: string;
  /** Use the title as given (an editor's meta title), without the site name after it. */
  exactTitle?: boolean;
  /** The canonical path when it is not this URL's path (a post reached by its id, page N of the blog). */
  canonicalPath?: string;
}

/**
 * The page's head: title, description, canonical URL, Open Graph and Twitter cards, JSON-LD. The server's
 * render records it for the prerendered HTML; in the browser it is rewritten on every navigation.
 */
export function PageMeta({ title, exactTitle = false, canonicalPath, ...rest }: PageMetaProps) {
  const { pathname } = useLocation();
  const head: PageHead = {
    ...rest,
    title: exactTitle || title === SITE_NAME ? title : `${title} | ${SITE_NAME}`,
    canonicalPath: canonicalPath ?? (pathname.replace(/\/+$/, '') || '/'),
  };
  const collector = useHeadCollector();
  collector?.record(head);
  const key = JSON.stringify({ ...head, jsonLd: head.jsonLd?.('https://site.invalid') });
  useEffect(() => {
    applyHead(head, currentSiteUrl());
    // `key` stands for every field of `head`, whose object identity changes on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}

export { SITE_NAME };
