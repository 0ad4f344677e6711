import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { navGroups, navLinks } from './navigation';

// Tighter below xl so the full menu still fits one row at 1024 px.
const itemClasses =
  'rounded-md px-1.5 py-2 text-[0.8125rem] font-semibold whitespace-nowrap transition-colors hover:bg-white/10 xl:px-3 xl:text-sm xl:tracking-wider';

/** The header's menus from lg up: disclosure-style dropdowns of plain links (Radix NavigationMenu). */
export function DesktopNav() {
  return (
    <NavigationMenu.Root aria-label="Main" className="hidden lg:block">
      <NavigationMenu.List className="flex items-center xl:gap-1">
        {navGroups.map((group) => (
          <NavigationMenu.Item key={group.label} className="relative">
            <NavigationMenu.Trigger
              className={`${itemClasses} group inline-flex cursor-pointer items-center gap-0.5 data-[state=open]:bg-white/10`}
            >
              {group.label}
              <ChevronDown aria-hidden className="size-3.5 transition-transform group-data-[state=open]:rotate-180" />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2 min-w-64 rounded-lg border border-navy-100 bg-white p-2 text-navy-900 shadow-xl data-[state=open]:animate-fade-in">
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavigationMenu.Link asChild>
                      <Link
                        to={link.to}
                        className="block rounded-md px-3 py-2 text-sm hover:bg-navy-50 hover:text-navy-950 focus-visible:bg-navy-50"
                      >
                        {link.label}
                      </Link>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        {navLinks.map((link) => (
          <NavigationMenu.Item key={link.to}>
            <NavigationMenu.Link asChild>
              <Link to={link.to} className={itemClasses}>
                {link.label}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
