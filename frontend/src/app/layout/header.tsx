import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { HeaderAccount } from '../../features/account/components/header-account';
import { CartButton } from '../../features/cart/components/cart-button';
import { site } from '../../lib/site';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-navy-950/95 text-white backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 lg:h-20 xl:px-8">
        <Link to="/" aria-label={`${site.name} home`} className="mr-auto rounded-md">
          <BrandMark />
        </Link>
        <DesktopNav />
        <CartButton />
        <HeaderAccount className="ml-2 max-lg:hidden" />
        <MobileMenu />
      </div>
    </header>
  );
}
