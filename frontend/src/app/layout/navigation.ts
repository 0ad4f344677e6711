export interface NavLink {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  links: NavLink[];
}

/** The header's menus (SPEC section 2); the mobile menu lists the same groups. */
export const navGroups: NavGroup[] = [
  {
    label: 'EXPERIENCES',
    links: [
      { label: 'Try and Fly Experience', to: '/try-and-fly' },
      { label: 'Intro to the Airbus', to: '/intro-experience' },
      { label: 'Scenario Flights', to: '/scenario-flights' },
      { label: 'Home Sim Flight Training', to: '/flight-sim' },
      { label: 'Home Sim Coaching', to: '/home-sim-coaching' },
      { label: 'Fear of Flying Course', to: '/fear-of-flying' },
      { label: 'Professional Pilot Training', to: '/professional-training' },
      { label: 'Group Bookings', to: '/group-bookings' },
    ],
  },
  {
    label: 'SIMULATOR',
    links: [
      { label: 'Fixed Base Sim - Exeter', to: '/simulator-exeter' },
      { label: 'Full Flight Sim - Gatwick', to: '/simulator-gatwick' },
      { label: 'Simulator Hire', to: '/simulator-hire' },
    ],
  },
  {
    label: 'ABOUT',
    links: [
      { label: 'About', to: '/#about' },
      { label: 'Meet the team', to: '/team' },
    ],
  },
];

export const navLinks: NavLink[] = [
  { label: 'BOOK FLIGHT', to: '/book-flight' },
  { label: 'CONTACT', to: '/#contact' },
  { label: 'SHOP', to: '/shop' },
];
