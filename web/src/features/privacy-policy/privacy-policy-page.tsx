import type { ReactNode } from 'react';
import { PageMeta, SITE_NAME } from '@/components/page-meta';
import { useSiteConfig } from '@/lib/site-config';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="mt-3 flex flex-col gap-3 text-slate-700">{children}</div>
    </section>
  );
}

export function PrivacyPolicyPage() {
  const { data: config } = useSiteConfig();
  const contact = config ? (
    <a href={`mailto:${config.supportEmail}`} className="font-medium text-brand-700 underline">
      {config.supportEmail}
    </a>
  ) : (
    'our support address'
  );
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <PageMeta
        title="Privacy Policy"
        description={`How ${SITE_NAME} collects, uses and protects your information.`}
      />
      <h1 className="text-4xl font-bold tracking-tight">Privacy Policy</h1>
      <p className="mt-2 text-sm text-slate-500">Last updated June 20, 2025</p>
      <p className="mt-6 text-slate-700">
        {SITE_NAME} offers free content-marketing tools. This policy explains what we collect when you use
        them, why, and the choices you have.
      </p>
      <Section title="Information we collect">
        <p>
          When you use a tool that asks for them, we collect the details you enter: your email address, your
          company website URL, tagline, business description, target audience and industry.
        </p>
        <p>
          We also collect aggregate analytics about how the site is used (pages visited, tools used,
          approximate region and device type). These figures describe visitors as a group, not you as a
          person.
        </p>
      </Section>
      <Section title="How we use your information">
        <p>
          We use what you enter to generate the results you asked for and, where a tool emails results, to
          send them to you. We use aggregate analytics to understand which tools help people and to improve
          the site.
        </p>
        <p>
          When you ask for a brand roast, we email the roast and rebuild once to the address you give, and we
          keep that address, the brand details you entered and the results for a limited time, after which
          they are deleted automatically. We never add your address to a mailing list.
        </p>
      </Section>
      <Section title="No selling or sharing">
        <p>
          We do not sell, rent or trade your personal information, and we do not share it with third parties
          for their own marketing.
        </p>
      </Section>
      <Section title="Your rights">
        <p>
          You can opt out of our emails at any time with the unsubscribe link in any email we send; once you
          do, we send no more results to that address.
        </p>
        <p>
          You can ask us to delete the information we hold about you, including your brand roasts, by writing
          to {contact}.
        </p>
      </Section>
      <Section title="Cookies and analytics">
        <p>
          We use analytics cookies to measure traffic. Visitors in the EU and the UK are asked for consent
          before analytics cookies are set.
        </p>
        <p>
          The site itself counts page views and tool use in aggregate, without cookies or personal data: no
          address, identifier or browser details are kept, only totals per page and tool.
        </p>
      </Section>
      <Section title="Storage and security">
        <p>
          Your information is stored with our cloud provider, encrypted at rest and in transit, and only the
          services that need it can read it. Your business profile and your recent results stay in your own
          browser and are never sent to our servers.
        </p>
      </Section>
      <Section title="Changes to this policy">
        <p>
          If we change this policy we will update the date at the top of this page. Significant changes will
          be announced on the site.
        </p>
      </Section>
    </article>
  );
}
