import { LogOut } from 'lucide-react';
import { Button, type ButtonStyle } from '../../../components/ui/button';
import { useLogOut } from '../hooks/use-log-out';

/** Log Out for any page (the admin panel uses it): clears the cache, goes to /account, says 'Logged Out'. */
export function SignOutButton({ variant = 'outline', size = 'sm', className }: ButtonStyle & { className?: string }) {
  const { logOut, loggingOut } = useLogOut();
  return (
    <Button variant={variant} size={size} className={className} onClick={() => void logOut()} disabled={loggingOut}>
      <LogOut aria-hidden />
      Log Out
    </Button>
  );
}
