import { Button } from '../../components/ui/button';
import { PageHero } from '../../components/ui/page-hero';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** Shown inside the layout when a page fails to load or render, e.g. a stale chunk after a release. */
export function RouteError() {
  useDocumentTitle('Something went wrong');
  return (
    <PageHero
      title="Something went wrong"
      subtitle="This page could not be loaded. Please try again."
      actions={
        <Button size="lg" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      }
    />
  );
}
