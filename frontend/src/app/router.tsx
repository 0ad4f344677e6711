import { Suspense } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { backOfficePage, isBackOffice } from './layout/back-office';
import { Layout } from './layout/layout';
import { lazyPage as page } from './lazy-page';

function FirstPageLoading() {
  return (
    <div className="grid min-h-dvh place-items-center bg-navy-950 text-white">
      <Spinner label="Loading page" />
    </div>
  );
}

/**
 * The site's pages, one route each, matched by React Router's declarative routes (its data router, loaders and
 * actions are not used, so they are not downloaded): the layout, its error boundary and the page loading are ours.
 * The public ones, server-rendered, are described in head/page-meta.ts.
 */
export const routes: RouteObject[] = [
  { index: true, Component: page('home') },
  { path: 'flight-sim', Component: page('flight-sim') },
  { path: 'professional-training', Component: page('professional-training') },
  { path: 'intro-experience', Component: page('intro-experience') },
  { path: 'scenario-flights', Component: page('scenario-flights') },
  { path: 'home-sim-coaching', Component: page('home-sim-coaching') },
  { path: 'shop', Component: page('shop') },
  { path: 'cart', Component: page('cart') },
  { path: 'adminE3F', handle: backOfficePage(), Component: page('admin') },
  { path: 'account', Component: page('account') },
  { path: 'dashboard', Component: page('dashboard') },
  { path: 'no-account', Component: page('no-account') },
  { path: 'reset-password', Component: page('reset-password') },
  { path: 'privacy', Component: page('privacy') },
  { path: 'terms', Component: page('terms') },
  { path: 'group-bookings', Component: page('group-bookings') },
  { path: 'fear-of-flying', Component: page('fear-of-flying') },
  { path: 'simulator-hire', Component: page('simulator-hire') },
  { path: 'simulator-gatwick', Component: page('simulator-gatwick') },
  { path: 'simulator-exeter', Component: page('simulator-exeter') },
  { path: 'try-and-fly', Component: page('try-and-fly') },
  { path: 'confirmation', Component: page('confirmation') },
  { path: 'book-flight', Component: page('book-flight', { api: true }) },
  { path: 'manage-booking/:token', Component: page('manage-booking') },
  { path: 'manage-course/:token', Component: page('manage-course') },
  { path: 'waitlist/offer/:token', Component: page('waitlist-offer') },
  { path: 'waitlist/leave/:token', Component: page('waitlist-leave') },
  { path: 'newsletter/:action', Component: page('newsletter-link') },
  { path: 'team', Component: page('team') },
  { path: '*', Component: page('not-found') },
];

/**
 * The site at the router's location: the layout around the page the routes match (the shop's header and footer,
 * or the back office's). The first render of a page not yet downloaded shows a full-screen spinner; a later
 * navigation keeps the page on screen while the next one downloads (React Router navigates in a transition).
 */
export function SiteRoutes() {
  const location = useLocation();
  const page = useRoutes(routes);
  const backOffice = isBackOffice(matchRoutes(routes, location) ?? []);
  return (
    <Suspense fallback={<FirstPageLoading />}>
      <Layout backOffice={backOffice}>{page}</Layout>
    </Suspense>
  );
}
