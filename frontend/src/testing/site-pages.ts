/**
 * The site's pages (docs/product.md, Pages): the one list every test that visits them all reads (the router's spec,
 * the API's server rendering, the browser's accessibility and calls-to-action specs). Data only, so the backend's and
 * the browser tests' compilers take it as it is.
 */
export interface PublicPage {
  path: string;
  /** Its <h1>, as written. */
  heading: string;
  /** Its tab title, where it is not the heading: a heading set in capitals has its title in sentence case. */
  title?: string;
}

/** The programme, simulator and team pages: each button in them sells or enquires what it names. */
export const CONTENT_PAGES: PublicPage[] = [
  { path: '/', heading: 'Take the Controls of an Airbus A320' },
  { path: '/try-and-fly', heading: 'Try and Fly Experience' },
  { path: '/intro-experience', heading: 'Intro to the Airbus' },
  { path: '/flight-sim', heading: 'Home Sim Flight Training' },
  { path: '/scenario-flights', heading: 'Scenario Flights' },
  { path: '/home-sim-coaching', heading: 'Home Sim Coaching' },
  { path: '/fear-of-flying', heading: 'Fear of Flying Course' },
  { path: '/group-bookings', heading: 'Group Bookings' },
  { path: '/simulator-hire', heading: 'Simulator Hire' },
  { path: '/simulator-exeter', heading: 'Fixed Base Sim - Exeter' },
  { path: '/simulator-gatwick', heading: 'Full Flight Sim - Gatwick' },
  { path: '/professional-training', heading: 'Professional Pilot Training' },
  { path: '/team', heading: 'Meet the Team' },
];

/** Every page the API renders on the server for any visitor: the content pages, the shop, booking and account forms. */
export const PUBLIC_PAGES: PublicPage[] = [
  ...CONTENT_PAGES,
  { path: '/shop', heading: 'Shop' },
  { path: '/cart', heading: 'Your Cart' },
  { path: '/book-flight', heading: 'Book Your Flight' },
  { path: '/account', heading: 'MY ACCOUNT', title: 'My account' },
  { path: '/no-account', heading: 'NO ACCOUNT FOUND', title: 'No account found' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms and Conditions' },
];

/** Pages drawn in the browser only: the staff panel, the signed-in dashboard (a visitor is sent to /no-account) and the confirmation. */
export const BROWSER_ONLY_PATHS = ['/adminE3F', '/dashboard', '/confirmation'];
