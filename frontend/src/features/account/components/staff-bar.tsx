import { LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useGetSessionQuery } from '../api/account-api';
import { useLogOut } from '../hooks/use-log-out';
import { useSessionClock } from '../hooks/use-session-clock';

/** The admin panel's top right: who is signed in, and the panel's one Sign out. */
export function StaffBar() {
  const { data: session } = useGetSessionQuery();
  const { logOut, loggingOut } = useLogOut();
  // Once the session has ended nobody is signed in, whatever the panel underneath the sign-in prompt still shows.
  const signedIn = useSessionClock().phase !== 'expired';
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-3 text-sm text-navy-600">
      {session && signedIn ? (
        <p className="min-w-0 break-all">
          Signed in as <strong className="text-navy-900">{session.user.email}</strong>
        </p>
      ) : null}
      <Button variant="outline" size="sm" onClick={() => void logOut()} disabled={loggingOut}>
        <LogOut aria-hidden />
        Sign out
      </Button>
    </div>
  );
}
