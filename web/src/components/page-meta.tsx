const SITE = 'Content Co-Pilot';

/** Sets the document title and description for the current page (React hoists these into <head>). */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{title === SITE ? title : `${title} | ${SITE}`}</title>
      <meta name="description" content={description} />
    </>
  );
}

export const SITE_NAME = SITE;
