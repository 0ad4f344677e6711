import { useDocumentTitle } from '../hooks/use-document-title';
import { site } from '../lib/site';
import { PageHero } from './ui/page-hero';
import { Section } from './ui/section';

/** Placeholder for a page that is not built yet: its title as the h1 and a short note. */
export function ComingSoon({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <>
      <PageHero title={title} subtitle="Coming soon" />
      <Section>
        <p className="max-w-2xl text-lg text-navy-700">
          We are preparing this page for take-off. In the meantime, call us on{' '}
          <a className="font-semibold whitespace-nowrap text-navy-900 underline" href={site.phone.href}>
            {site.phone.display}
          </a>{' '}
          or e-mail{' '}
          <a className="font-semibold text-navy-900 underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>
          .
        </p>
      </Section>
    </>
  );
}
