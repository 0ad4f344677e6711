import { UserRound } from 'lucide-react';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import type { AccountUser } from '../api/account-api';

/** Where the account corner sits: in the header's row, or stacked in the mobile menu. */
export interface AccountPlacement {
  stacked?: boolean;
  className?: string;
}

/** 'Jane' of 'Jane Pilot' (the whole name when it is one word). */
const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** The account corner for `user` (signed out without one), with `signOut` beside it when signed in. */
export function AccountLinks({ user, signOut, stacked = false, className }: AccountPlacement & { user?: AccountUser; signOut?: ReactNode }) {
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
      {user ? signOut : null}
    </div>
  );
}
