import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useGetSessionQuery } from '../api/account-api';
import { StaffSignIn } from './staff-sign-in';

/**
 * Wraps the admin panel (/adminE3F): its children only for an admin session, the staff sign-in form
 * otherwise. The API guards every staff route itself; this only decides what the page shows.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { data: session, isLoading } = useGetSessionQuery();
  if (isLoading) {
    return (
      <div className="grid min-h-[50dvh] place-items-center">
        <Spinner label="Checking your staff session" />
      </div>
    );
  }
  if (session?.user.role === 'admin') return children;
  return <StaffSignIn signedInAs={session?.user} />;
}
