import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDay } from '../../../lib/dates';
import { useLeaveWaitlistMutation, type WaitlistEntry } from '../api/waitlist-api';

/** The waitlist entry a leave link names, with LEAVE THE WAITLIST (a slot held for the person is given back). */
export function LeaveWaitlist({ token, entry }: { token: string; entry: WaitlistEntry }) {
  const { toastApiError } = useToast();
  const [leave, { isLoading }] = useLeaveWaitlistMutation();
  const waiting = entry.status === 'waiting' || entry.status === 'offered';
  return (
    <Card className="grid gap-4">
      <p>
        {entry.email} on the waitlist for {entry.dates.map(formatDay).join(', ')} ({entry.times ? entry.times.join(', ') : 'any time'}).
      </p>
      {waiting ? (
        <div>
          <Button onClick={() => void leave(token).unwrap().catch((error) => toastApiError('Error', error, 'Please try again.'))} disabled={isLoading}>
            {isLoading ? 'Leaving...' : 'LEAVE THE WAITLIST'}
          </Button>
        </div>
      ) : (
        <p role="status" className="font-semibold">
          {entry.status === 'left' ? 'You have left the waitlist. We will not e-mail you about it again.' : 'You are no longer waiting for these days.'}
        </p>
      )}
    </Card>
  );
}
