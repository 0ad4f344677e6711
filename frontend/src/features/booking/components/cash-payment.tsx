import { Banknote, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { formatPence } from '../../../lib/money';
import { useMarkCashReceivedMutation, useUndoCashReceivedMutation } from '../api/booking-money-api';

interface PaidBooking {
  id: string;
  name: string;
  timeSlot: string;
  payment: string;
  isTest: boolean;
  cashOwedPence: number;
  cashReceivedAt: string | null;
}

const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });
const londonTime = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });

/** The desk takes the cash owed on a booking, after saying so in a dialog (docs/product.md, Staff panel: DAY SHEET). */
function MarkCashReceived({ booking }: { booking: PaidBooking }) {
  const { toast, toastApiError } = useToast();
  const [open, setOpen] = useState(false);
  const [mark, { isLoading }] = useMarkCashReceivedMutation();
  const confirm = async () => {
    try {
      await mark(booking.id).unwrap();
      setOpen(false);
      toast({ title: 'Cash received', description: `${formatPence(booking.cashOwedPence)} from ${booking.name} now counts in takings.` });
    } catch (error) {
      toastApiError('Not recorded', error, 'The cash could not be marked received.');
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" onClick={() => setOpen(true)} aria-label={`Mark cash received from ${booking.name} at ${booking.timeSlot}`}>
        <Banknote aria-hidden />
        MARK CASH RECEIVED
      </Button>
      <DialogContent title="Mark cash received?" description={`${booking.name}, ${booking.timeSlot}.`}>
        <p>
          You have taken <strong>{formatPence(booking.cashOwedPence)}</strong> in cash from {booking.name}. It counts in today&apos;s
          takings under cash; you can undo this today if it was a mistake.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="ghost">Not yet</Button>
          </DialogClose>
          <Button onClick={() => void confirm()} disabled={isLoading}>
            {isLoading ? 'Recording...' : `Yes, ${formatPence(booking.cashOwedPence)} received`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function UndoCashReceived({ booking }: { booking: PaidBooking }) {
  const { toastApiError } = useToast();
  const [undo, { isLoading }] = useUndoCashReceivedMutation();
  const run = async () => {
    try {
      await undo(booking.id).unwrap();
    } catch (error) {
      toastApiError('Not undone', error, 'The cash could not be marked as owed again.');
    }
  };
  return (
    <Button size="sm" variant="outline" disabled={isLoading} onClick={() => void run()} aria-label={`Undo cash received from ${booking.name}`}>
      <RotateCcw aria-hidden />
      UNDO
    </Button>
  );
}

/** A booking's payment on the day sheet, in words, with TEST MODE for test records and the desk's cash actions. */
export function CashPayment({ booking, now = new Date() }: { booking: PaidBooking; now?: Date }) {
  const receivedToday = booking.cashReceivedAt && londonDay.format(new Date(booking.cashReceivedAt)) === londonDay.format(now);
  return (
    <div className="grid justify-items-start gap-1">
      <span className={booking.cashOwedPence > 0 ? 'font-semibold text-amber-800' : undefined}>
        {booking.payment}
        {booking.cashReceivedAt ? ` at ${londonTime.format(new Date(booking.cashReceivedAt))}` : ''}
      </span>
      {booking.isTest ? <Badge title="Paid with the test card: no money moved">TEST MODE</Badge> : null}
      <div className="print:hidden">
        {booking.cashOwedPence > 0 ? <MarkCashReceived booking={booking} /> : null}
        {receivedToday ? <UndoCashReceived booking={booking} /> : null}
      </div>
    </div>
  );
}
