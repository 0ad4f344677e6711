import { UserRound } from 'lucide-react';
import { clsx } from 'clsx';
import { ButtonLink } from '../../../components/ui/button';
import { useGetSessionQuery } from '../api/account-api';
import { SignOutButton } from './sign-out-button';

/** 'Jane' of 'Jane Pilot' (the whole name when it is one word). */
const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/**
 * The header's account corner (docs/product.md, Pages: header): MY ACCOUNT goes to
 * /dashboard when signed in (/account otherwise), beside the signed-in name and Sign out.
 */
export function HeaderAccount({ stacked = false, className }: { stacked?: boolean; className?: string }) {
  const { data: session } = useGetSessionQuery();
  const user = session?.user;
  return (
    <div className={clsx('flex items-center gap-2', stacked && 'flex-col items-stretch', className)}>
      {user ? (
        // Only on wide screens (at 1366 px it pushed Sign out past the edge), as the first name; the full name is the title.
        <span title={`Signed in as ${user.name}`} className={clsx('truncate text-sm text-navy-100', stacked ? 'px-2' : 'max-w-44 max-2xl:hidden')}>
          Signed in as <strong className="text-white">{firstName(user.name)}</strong>
        </span>
      ) : null}
      <ButtonLink to={user ? '/dashboard' : '/account'} size="sm" className={clsx(stacked && 'w-full')}>
        <UserRound aria-hidden className={clsx(!stacked && 'max-xl:hidden')} />
        MY ACCOUNT
      </ButtonLink>
      {user ? <SignOutButton label="Sign out" className={clsx('text-white', stacked && 'w-full')} /> : null}
    </div>
  );
}
