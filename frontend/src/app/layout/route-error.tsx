import { Component, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { PageHero } from '../../components/ui/page-hero';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** Shown inside the layout when a page fails to load or render, e.g. a stale chunk after a release. */
function RouteError() {
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

/** Catches what a page throws while it loads or renders; the layout keys it by the path, so a navigation starts afresh. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
