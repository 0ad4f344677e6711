import { Outlet, useNavigation } from 'react-router';
import { useIsBackOffice } from './back-office';
import { Footer } from './footer';
import { Header } from './header';
import { StaffHeader } from './staff-header';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

export function Layout() {
  useScrollOnNavigate();
  const loadingPage = useNavigation().state === 'loading';
  // The staff panel is the back office: its own slim header (one Sign out, in the panel), no shop footer or newsletter.
  const backOffice = useIsBackOffice();
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
        <Outlet />
      </main>
      {backOffice ? null : <Footer />}
    </div>
  );
}
