export interface NavLink {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  links: NavLink[];
}

/** Pages that more than one menu links to, labelled once. */
const tryAndFly: NavLink = { label: 'Try and Fly Experience', to: '/try-and-fly' };
const fearOfFlying: NavLink = { label: 'Fear of Flying Course', to: '/fear-of-flying' };
const groupBookings: NavLink = { label: 'Group Bookings', to: '/group-bookings' };
const exeter: NavLink = { label: 'Fixed Base Sim - Exeter', to: '/simulator-exeter' };
const team: NavLink = { label: 'Meet the team', to: '/team' };

/** The header's menus (docs/product.md, Pages); the mobile menu lists the same groups. */
export const navGroups: NavGroup[] = [
  {
    label: 'EXPERIENCES',
    links: [
      tryAndFly,
      { label: 'Intro to the Airbus', to: '/intro-experience' },
      { label: 'Scenario Flights', to: '/scenario-flights' },
      { label: 'Home Sim Flight Training', to: '/flight-sim' },
      { label: 'Home Sim Coaching', to: '/home-sim-coaching' },
      fearOfFlying,
      { label: 'Professional Pilot Training', to: '/professional-training' },
      groupBookings,
    ],
  },
  {
    label: 'SIMULATOR',
    links: [
      exeter,
      { label: 'Full Flight Sim - Gatwick', to: '/simulator-gatwick' },
      { label: 'Simulator Hire', to: '/simulator-hire' },
    ],
  },
  {
    label: 'ABOUT',
    links: [{ label: 'About', to: '/#about' }, team],
  },
];

export const navLinks: NavLink[] = [
  { label: 'BOOK FLIGHT', to: '/book-flight' },
  { label: 'CONTACT', to: '/#contact' },
  { label: 'SHOP', to: '/shop' },
];

/** The footer's link columns. */
export const footerGroups: NavGroup[] = [
  {
    label: 'Quick links',
    links: [
      { label: 'Book a Flight', to: '/book-flight' },
      tryAndFly,
      fearOfFlying,
      exeter,
      { label: 'About Us', to: '/#about' },
      { label: 'Contact', to: '/#contact' },
    ],
  },
  {
    label: 'Information',
    links: [
      { label: 'Gift Vouchers', to: '/shop' },
      groupBookings,
      team,
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms & Conditions', to: '/terms' },
    ],
  },
];
