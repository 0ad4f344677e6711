import type { RouteObject } from 'react-router';

/** What a public page tells search engines and link previews; routes without it are client-rendered only. */
export interface PageMeta {
  description: string;
  /** False for pages that only make sense to one visitor (the cart, account forms): no sitemap entry, noindex. */
  indexed: boolean;
  /** The page sells the experiences: their Products and Offers go in its JSON-LD. */
  offers?: boolean;
}

const page = (description: string, { indexed = true, offers = false } = {}): PageMeta => ({ description, indexed, offers });

/**
 * The public pages, by their route's path ('' for the home page): the server renders them with these tags and lists
 * the indexed ones in the sitemap. Only the server renderer reads them, so their words are not in the browser's
 * download.
 */
const PUBLIC_PAGES: Record<string, PageMeta> = {
  '': page(
    'Fly an Airbus A320 flight simulator near Exeter, Devon: Try and Fly experiences, scenario flights, home sim coaching and gift vouchers with CAA/EASA qualified instructors.',
  ),
  'flight-sim': page(
    'Our fixed-base Airbus A320 flight simulator near Exeter: a full-size flight deck, 220° visuals, live ATC and weather, with qualified instructors beside you.',
  ),
  'professional-training': page(
    'Airbus A320 professional pilot training: type rating preparation, airline assessment practice and multi-crew procedures with CAA/EASA instructors.',
  ),
  'intro-experience': page(
    'An introductory Airbus A320 simulator experience near Exeter: take off, fly and land an airliner with an instructor, no experience needed.',
  ),
  'scenario-flights': page(
    'Scenario flights in our A320 simulator: emergencies, challenging weather and famous approaches, priced per session for up to two people.',
  ),
  'home-sim-coaching': page(
    'One-to-one flight simulator coaching by video call on your own home setup: procedures, navigation and airliner flying with a real instructor.',
  ),
  shop: page(
    'Buy Skyward flight simulator gift cards, experiences, training and merchandise online, delivered by e-mail or post.',
  ),
  cart: page(
    'Your shopping cart at Skyward Flight Simulation.',
    { indexed: false },
  ),
  account: page(
    'Sign in to your Skyward Flight Simulation account.',
    { indexed: false },
  ),
  'no-account': page(
    'No account was found for that e-mail address at Skyward Flight Simulation.',
    { indexed: false },
  ),
  privacy: page(
    'How Skyward Flight Simulation collects, uses and protects your personal data, and the rights you have over it.',
  ),
  terms: page(
    'The terms and conditions for bookings, gift vouchers, cancellations, refunds and shop orders at Skyward Flight Simulation.',
  ),
  'group-bookings': page(
    'Group flight simulator bookings near Exeter: corporate team days, celebrations, clubs and schools on a real A320 flight deck.',
  ),
  'fear-of-flying': page(
    'A fear of flying course with an airline pilot in our A320 simulator near Exeter: understand flight, experience it and take control.',
  ),
  'simulator-hire': page(
    'Hire our Airbus A320 simulator by the hour for corporate events, flight schools, airline assessment preparation and extended practice.',
  ),
  'simulator-gatwick': page(
    'Level D full flight simulator training near Gatwick with our approved training partner: full motion Airbus A320 sessions.',
  ),
  'simulator-exeter': page(
    'Our Exeter Airbus A320 simulator centre in East Devon: location, facilities, parking and how to find us.',
  ),
  'try-and-fly': page(
    'Try and Fly: 60 minutes flying an Airbus A320 simulator near Exeter, the perfect first taste of the flight deck or a gift.',
  ),
  'book-flight': page(
    'Book your Airbus A320 simulator flight near Exeter online: choose your experience, date and time and pay securely.',
    { offers: true },
  ),
  team: page(
    'Meet the Skyward Flight Simulation team: airline pilots and CAA/EASA qualified instructors who teach on our A320 simulator.',
  ),
};

/** What a route's page tells search engines, or undefined for a page that stays client-rendered. */
export function pageMeta(route: RouteObject | undefined): PageMeta | undefined {
  const path = route?.index ? '' : route?.path;
  return path !== undefined && Object.hasOwn(PUBLIC_PAGES, path) ? PUBLIC_PAGES[path] : undefined;
}

/** Every public route's path ('/', '/shop', …), walked from the router's table: the sitemap and the robots file. */
export function publicPaths(routes: RouteObject[], parent = ''): { path: string; meta: PageMeta }[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    const own = pageMeta(route);
    return [...(own ? [{ path: path || '/', meta: own }] : []), ...publicPaths(route.children ?? [], path)];
  });
}
