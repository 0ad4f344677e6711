import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { site } from '../../lib/site';

/** The back office's header: the brand, what this is, and the way back to the shop. Who is signed in is in the panel. */
export function StaffHeader() {
  return (
    <header className="border-b border-white/10 bg-navy-950 text-white print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 xl:px-8">
        <Link to="/" aria-label={`${site.name} home`} className="mr-auto min-w-0 rounded-md">
          <BrandMark />
        </Link>
        <span className="hidden text-sm font-semibold tracking-wider text-accent sm:inline">STAFF PANEL</span>
        <Link to="/" className="shrink-0 rounded-md px-2 py-1 text-sm text-navy-100 underline-offset-4 hover:bg-white/10 hover:text-white hover:underline">
          View the site
        </Link>
      </div>
    </header>
  );
}
