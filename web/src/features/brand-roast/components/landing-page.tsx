import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { landingPageRead } from '@/lib/events/page-views';
import { useParams } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { breadcrumbJsonLd } from '@/lib/head/structured-data';
import { programmaticPageQuery } from '../api/programmatic-page';
import { RoastFlow } from './roast-flow';
import { TrustBlocks } from './trust-blocks';

function PageNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <PageMeta title="Page Not Found" description="The page you are looking for does not exist." noindex />
      <h1 className="text-4xl font-bold tracking-tight">Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-600">The page you&apos;re looking for doesn&apos;t exist.</p>
    </div>
  );
}

/**
 * `/tools/{slug}`: a brand-roast landing page from an editor's record. Every field is rendered as
 * text by React (never as HTML), so markup in a record shows as the characters it is.
 */
export function LandingPage() {
  const { slug = '' } = useParams();
  const { data: page, isPending, isError } = useQuery(programmaticPageQuery(slug));
  const read = isPending ? undefined : !isError && Boolean(page);
  useEffect(() => {
    if (read !== undefined) landingPageRead(slug, read);
  }, [slug, read]);
  if (isPending) {
    return (
      <p role="status" className="px-4 py-24 text-center text-slate-600">
        Loading...
      </p>
    );
  }
  if (isError || !page) return <PageNotFound />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta
        title={page.meta_title}
        description={page.meta_description}
        exactTitle
        jsonLd={(siteUrl) => [breadcrumbJsonLd(siteUrl, [[page.h1, `/tools/${slug}`]])]}
      />
      <section className="mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{page.h1}</h1>
        <p className="mx-auto mt-4 max-w-2xl whitespace-pre-line text-lg text-slate-700">{page.intro_copy}</p>
      </section>
      <RoastFlow
        key={slug}
        formTitle="Get brand analysis ... roast style"
        formNote="Expect some biting humor."
        resetLabel="Start Over"
        sourceSlug={page.slug}
      />
      <TrustBlocks page={page} />
    </div>
  );
}
