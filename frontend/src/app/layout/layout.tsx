import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePageDownloading } from '../lazy-page';
import { Footer } from './footer';
import { Header } from './header';
import { PageErrorBoundary } from './route-error';
import { StaffHeader } from './staff-header';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

/** Around every page; `backOffice` for the staff panel: its own slim header (one Sign out, in the panel), no shop footer or newsletter. */
export function Layout({ backOffice, children }: { backOffice: boolean; children: ReactNode }) {
  useScrollOnNavigate();
  const { pathname } = useLocation();
  const loadingPage = usePageDownloading();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-accent font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      {backOffice ? <StaffHeader /> : <Header />}
      {loadingPage ? (
        <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent" />
      ) : null}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <PageErrorBoundary key={pathname}>{children}</PageErrorBoundary>
      </main>
      {backOffice ? null : <Footer />}
    </div>
  );
}
