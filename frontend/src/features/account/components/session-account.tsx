import { clsx } from 'clsx';
import { useGetSessionQuery } from '../api/account-api';
import { AccountLinks, type AccountPlacement } from './account-links';
import { SignOutButton } from './sign-out-button';

/** The header's account corner for the session the API answers (HeaderAccount loads it when someone may be signed in). */
export function SessionAccount(placement: AccountPlacement) {
  const user = useGetSessionQuery().data?.user;
  return (
    <AccountLinks
      {...placement}
      user={user}
      signOut={<SignOutButton label="Sign out" className={clsx('text-white', placement.stacked && 'w-full')} />}
    />
  );
}
