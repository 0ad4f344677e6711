import { Mail, RotateCcw, UserCheck, UserX } from 'lucide-react';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { useRecordAttendanceMutation, useResendConfirmationMutation, type Attendance } from '../api/desk-api';

interface DeskBooking {
  id: string;
  name: string;
  attendance: Attendance | null;
  attendanceAt: string | null;
}

const londonTime = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });

/** What the desk recorded, in words: 'Checked in at 10:12', 'No-show (10:45)', or 'Not checked in'. */
export function attendanceText(booking: Pick<DeskBooking, 'attendance' | 'attendanceAt'>): string {
  if (!booking.attendance || !booking.attendanceAt) return 'Not checked in';
  const at = londonTime.format(new Date(booking.attendanceAt));
  return booking.attendance === 'checked_in' ? `Checked in at ${at}` : `No-show (marked at ${at})`;
}

/** The desk's buttons on one booking of the day sheet: CHECK IN, NO-SHOW, UNDO, RESEND CONFIRMATION. */
export function DeskActions({ booking }: { booking: DeskBooking }) {
  const { toast, toastApiError } = useToast();
  const [record, recording] = useRecordAttendanceMutation();
  const [resend, resending] = useResendConfirmationMutation();

  const mark = async (attendance: Attendance | null) => {
    try {
      await record({ id: booking.id, attendance }).unwrap();
    } catch (error) {
      toastApiError('Not recorded', error, 'The booking could not be updated.');
    }
  };
  const sendAgain = async () => {
    try {
      await resend(booking.id).unwrap();
      toast({
        title: 'Confirmation sent again',
        description: `${booking.name} is e-mailed the confirmation and calendar invite again.`,
      });
    } catch (error) {
      toastApiError('Not sent', error, 'The confirmation could not be sent again.');
    }
  };

  return (
    <div className="grid gap-1.5">
      <p
        className={
          booking.attendance === 'no_show'
            ? 'font-semibold text-red-700'
            : booking.attendance
              ? 'font-semibold text-green-700'
              : 'text-navy-600'
        }
      >
        {attendanceText(booking)}
      </p>
      <div className="flex flex-wrap gap-1.5 print:hidden" role="group" aria-label={`Desk actions for ${booking.name}`}>
        {booking.attendance ? (
          <Button size="sm" variant="outline" disabled={recording.isLoading} onClick={() => void mark(null)}>
            <RotateCcw aria-hidden />
            UNDO
          </Button>
        ) : (
          <>
            <Button size="sm" disabled={recording.isLoading} onClick={() => void mark('checked_in')}>
              <UserCheck aria-hidden />
              CHECK IN
            </Button>
            <Button size="sm" variant="outline" disabled={recording.isLoading} onClick={() => void mark('no_show')}>
              <UserX aria-hidden />
              NO-SHOW
            </Button>
          </>
        )}
        <Button size="sm" variant="secondary" disabled={resending.isLoading} onClick={() => void sendAgain()}>
          <Mail aria-hidden />
          RESEND CONFIRMATION
        </Button>
      </div>
    </div>
  );
}
