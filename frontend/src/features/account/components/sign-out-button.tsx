import { LogOut } from 'lucide-react';
import { Button, type ButtonStyle } from '../../../components/ui/button';
import { useLogOut } from '../hooks/use-log-out';

/** Signing out from any page (header, dashboard): clears the cache, goes to /account, says 'Logged Out'. */
export function SignOutButton({
  variant = 'outline',
  size = 'sm',
  className,
  label = 'Log Out',
}: ButtonStyle & { className?: string; label?: string }) {
  const { logOut, loggingOut } = useLogOut();
  return (
    <Button variant={variant} size={size} className={className} onClick={() => void logOut()} disabled={loggingOut}>
      <LogOut aria-hidden />
      {label}
    </Button>
  );
}
