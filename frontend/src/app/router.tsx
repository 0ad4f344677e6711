import { Suspense } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { publicPage } from './head/page-meta';
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
 */
export const routes: RouteObject[] = [
  {
    index: true,
    handle: publicPage(
      'Fly an Airbus A320 flight simulator near Exeter, Devon: Try and Fly experiences, scenario flights, home sim coaching and gift vouchers with CAA/EASA qualified instructors.',
    ),
    Component: page('home'),
  },
  {
    path: 'flight-sim',
    handle: publicPage(
      'Our fixed-base Airbus A320 flight simulator near Exeter: a full-size flight deck, 220° visuals, live ATC and weather, with qualified instructors beside you.',
    ),
    Component: page('flight-sim'),
  },
  {
    path: 'professional-training',
    handle: publicPage(
      'Airbus A320 professional pilot training: type rating preparation, airline assessment practice and multi-crew procedures with CAA/EASA instructors.',
    ),
    Component: page('professional-training'),
  },
  {
    path: 'intro-experience',
    handle: publicPage(
      'An introductory Airbus A320 simulator experience near Exeter: take off, fly and land an airliner with an instructor, no experience needed.',
    ),
    Component: page('intro-experience'),
  },
  {
    path: 'scenario-flights',
    handle: publicPage(
      'Scenario flights in our A320 simulator: emergencies, challenging weather and famous approaches, priced per session for up to two people.',
    ),
    Component: page('scenario-flights'),
  },
  {
    path: 'home-sim-coaching',
    handle: publicPage(
      'One-to-one flight simulator coaching by video call on your own home setup: procedures, navigation and airliner flying with a real instructor.',
    ),
    Component: page('home-sim-coaching'),
  },
  {
    path: 'shop',
    handle: publicPage(
      'Buy Skyward flight simulator gift cards, experiences, training and merchandise online, delivered by e-mail or post.',
    ),
    Component: page('shop'),
  },
  {
    path: 'cart',
    handle: publicPage('Your shopping cart at Skyward Flight Simulation.', { indexed: false }),
    Component: page('cart'),
  },
  { path: 'adminE3F', handle: backOfficePage(), Component: page('admin') },
  {
    path: 'account',
    handle: publicPage('Sign in to your Skyward Flight Simulation account.', { indexed: false }),
    Component: page('account'),
  },
  { path: 'dashboard', Component: page('dashboard') },
  {
    path: 'no-account',
    handle: publicPage('No account was found for that e-mail address at Skyward Flight Simulation.', { indexed: false }),
    Component: page('no-account'),
  },
  { path: 'reset-password', Component: page('reset-password') },
  {
    path: 'privacy',
    handle: publicPage(
      'How Skyward Flight Simulation collects, uses and protects your personal data, and the rights you have over it.',
    ),
    Component: page('privacy'),
  },
  {
    path: 'terms',
    handle: publicPage(
      'The terms and conditions for bookings, gift vouchers, cancellations, refunds and shop orders at Skyward Flight Simulation.',
    ),
    Component: page('terms'),
  },
  {
    path: 'group-bookings',
    handle: publicPage(
      'Group flight simulator bookings near Exeter: corporate team days, celebrations, clubs and schools on a real A320 flight deck.',
    ),
    Component: page('group-bookings'),
  },
  {
    path: 'fear-of-flying',
    handle: publicPage(
      'A fear of flying course with an airline pilot in our A320 simulator near Exeter: understand flight, experience it and take control.',
    ),
    Component: page('fear-of-flying'),
  },
  {
    path: 'simulator-hire',
    handle: publicPage(
      'Hire our Airbus A320 simulator by the hour for corporate events, flight schools, airline assessment preparation and extended practice.',
    ),
    Component: page('simulator-hire'),
  },
  {
    path: 'simulator-gatwick',
    handle: publicPage(
      'Level D full flight simulator training near Gatwick with our approved training partner: full motion Airbus A320 sessions.',
    ),
    Component: page('simulator-gatwick'),
  },
  {
    path: 'simulator-exeter',
    handle: publicPage(
      'Our Exeter Airbus A320 simulator centre in East Devon: location, facilities, parking and how to find us.',
    ),
    Component: page('simulator-exeter'),
  },
  {
    path: 'try-and-fly',
    handle: publicPage(
      'Try and Fly: 60 minutes flying an Airbus A320 simulator near Exeter, the perfect first taste of the flight deck or a gift.',
    ),
    Component: page('try-and-fly'),
  },
  { path: 'confirmation', Component: page('confirmation') },
  {
    path: 'book-flight',
    handle: publicPage(
      'Book your Airbus A320 simulator flight near Exeter online: choose your experience, date and time and pay securely.',
      { offers: true },
    ),
    Component: page('book-flight'),
  },
  { path: 'manage-booking/:token', Component: page('manage-booking') },
  { path: 'manage-course/:token', Component: page('manage-course') },
  { path: 'waitlist/offer/:token', Component: page('waitlist-offer') },
  { path: 'waitlist/leave/:token', Component: page('waitlist-leave') },
  { path: 'newsletter/:action', Component: page('newsletter-link') },
  {
    path: 'team',
    handle: publicPage(
      'Meet the Skyward Flight Simulation team: airline pilots and CAA/EASA qualified instructors who teach on our A320 simulator.',
    ),
    Component: page('team'),
  },
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
