import { ButtonLink } from '../components/ui/button';
import { PageHero } from '../components/ui/page-hero';
import { useDocumentTitle } from '../hooks/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <PageHero
      eyebrow="404"
      title="Page Not Found"
      subtitle="This page has flown off our radar. It may have moved, or the address may be mistyped."
      actions={
        <ButtonLink to="/" size="lg">
          Back to home
        </ButtonLink>
      }
    />
  );
}
