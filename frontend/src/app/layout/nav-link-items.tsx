import { Link } from 'react-router';
import type { NavLink } from './navigation';

/** The items of a list of site links, each link styled alike. */
export function NavLinkItems({ links, linkClassName }: { links: NavLink[]; linkClassName: string }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={linkClassName}>
        {link.label}
      </Link>
    </li>
  ));
}
