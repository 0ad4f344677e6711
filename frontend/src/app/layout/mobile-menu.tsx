import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { HeaderAccount } from '../../features/account/components/header-account';
import { useLocation } from 'react-router';
import { NavLinkItems } from './nav-link-items';
import { navGroups, navLinks } from './navigation';

/** The menu below the lg breakpoint: it toggles, and any navigation closes it. */
export function MobileMenu() {
  const location = useLocation();
  // Open only for the location it was opened at, so navigating anywhere closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpenAt(open ? null : location.key)}
        className="grid size-10 cursor-pointer place-items-center rounded-md hover:bg-white/10 lg:hidden"
      >
        {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
      </button>
      {open ? (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 bg-navy-950 px-4 pt-2 pb-6 shadow-2xl lg:hidden"
        >
          {navGroups.map((group) => (
            <div key={group.label} className="border-b border-white/10 py-4">
              <p className="text-xs font-semibold tracking-[0.2em] text-accent">{group.label}</p>
              <ul className="mt-2 grid gap-1 sm:grid-cols-2">
                <NavLinkItems links={group.links} linkClassName="block rounded-md px-2 py-2 text-navy-100 hover:bg-white/10 hover:text-white" />
              </ul>
            </div>
          ))}
          <ul className="grid gap-1 py-4">
            <NavLinkItems links={navLinks} linkClassName="block rounded-md px-2 py-2 font-semibold tracking-wider hover:bg-white/10" />
          </ul>
          <HeaderAccount stacked />
        </nav>
      ) : null}
    </>
  );
}
