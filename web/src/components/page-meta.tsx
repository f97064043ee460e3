import { useEffect } from 'react';

const SITE = 'Content Co-Pilot';

/**
 * Sets the document title (React hoists <title> into <head>, ahead of index.html's) and the
 * description. The description updates index.html's own tag rather than adding a second one after
 * it, which readers of the first tag (link previews, crawlers) would never see.
 */
export function PageMeta({
  title,
  description,
  exactTitle = false,
}: {
  title: string;
  description: string;
  /** Use the title as given (an editor's meta title), without the site name after it. */
  exactTitle?: boolean;
}) {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
  return <title>{exactTitle || title === SITE ? title : `${title} | ${SITE}`}</title>;
}

export const SITE_NAME = SITE;
