import { useParams } from 'react-router';
import { PageHero } from '../components/ui/page-hero';
import { Section } from '../components/ui/section';
import { NewsletterLinkResult } from '../features/newsletter/components/newsletter-link-result';
import { useDocumentTitle } from '../hooks/use-document-title';
import NotFoundPage from './not-found-page';

const SUBTITLES = { confirm: 'Confirm your subscription.', unsubscribe: 'Unsubscribe from our e-mails.' } as const;

/** /newsletter/confirm and /newsletter/unsubscribe: where the newsletter e-mails' links land. */
export default function NewsletterLinkPage() {
  const { action } = useParams();
  useDocumentTitle('Newsletter');
  if (action !== 'confirm' && action !== 'unsubscribe') return <NotFoundPage />;
  return (
    <>
      <PageHero title="NEWSLETTER" subtitle={SUBTITLES[action]} />
      <Section>
        <NewsletterLinkResult action={action} />
      </Section>
    </>
  );
}
