import { ChevronDown } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router';
import { NavLinkItems } from './nav-link-items';
import { navGroups, navLinks, type NavGroup } from './navigation';

// Tighter below xl so the full menu still fits one row at 1024 px.
const itemClasses =
  'rounded-md px-1.5 py-2 text-[0.8125rem] font-semibold whitespace-nowrap transition-colors hover:bg-white/10 xl:px-3 xl:text-sm xl:tracking-wider';

/**
 * The header's menus from lg up, as disclosure buttons (the WAI-ARIA disclosure navigation pattern): a click opens
 * a group's links; Escape (focus back on its button), a click or focus elsewhere, or any navigation closes it.
 */
export function DesktopNav() {
  const { key } = useLocation();
  // A menu is open only at the location it was opened at (as the mobile menu), so navigating anywhere closes it.
  const [openAt, setOpenAt] = useState<{ group: string; key: string } | null>(null);
  const open = openAt?.key === key ? openAt.group : null;
  const setOpen = useCallback((group: string | null) => setOpenAt(group ? { group, key } : null), [key]);
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(null);
      nav.current?.querySelector<HTMLButtonElement>('button[aria-expanded="true"]')?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, setOpen]);

  return (
    <nav ref={nav} aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center xl:gap-1">
        {navGroups.map((group) => (
          <MenuGroup
            key={group.label}
            group={group}
            expanded={open === group.label}
            onToggle={() => setOpen(open === group.label ? null : group.label)}
            onLeave={() => {
              if (open === group.label) setOpen(null);
            }}
          />
        ))}
        <NavLinkItems links={navLinks} linkClassName={itemClasses} />
      </ul>
    </nav>
  );
}

function MenuGroup({ group, expanded, onToggle, onLeave }: { group: NavGroup; expanded: boolean; onToggle: () => void; onLeave: () => void }) {
  const id = `menu-${group.label.toLowerCase()}`;
  // Tabbing out of the group closes it.
  const leaveOnBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
  };
  return (
    <li className="relative" onBlur={leaveOnBlur}>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={onToggle}
        className={`${itemClasses} group inline-flex cursor-pointer items-center gap-0.5 aria-expanded:bg-white/10`}
      >
        {group.label}
        <ChevronDown aria-hidden className="size-3.5 transition-transform group-aria-expanded:rotate-180" />
      </button>
      {expanded ? (
        <ul
          id={id}
          className="absolute top-full left-0 z-50 mt-2 min-w-64 animate-fade-in rounded-lg border border-navy-100 bg-white p-2 text-navy-900 shadow-xl"
        >
          <NavLinkItems links={group.links} linkClassName="block rounded-md px-3 py-2 text-sm hover:bg-navy-50 hover:text-navy-950 focus-visible:bg-navy-50" />
        </ul>
      ) : null}
    </li>
  );
}
