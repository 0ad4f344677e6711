import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import {
  useCloseDayAgainMutation,
  useGetDaysClosedByDefaultQuery,
  useOpenDayClosedByDefaultMutation,
  type DayClosedByDefault,
} from '../api/closures-api';
import { dayHeading } from '../booking-options';

function DayRow({ day }: { day: DayClosedByDefault }) {
  const { toast, toastApiError } = useToast();
  const [open, opening] = useOpenDayClosedByDefaultMutation();
  const [closeAgain, closing] = useCloseDayAgainMutation();
  const heading = dayHeading(day.date);
  const onClick = async () => {
    try {
      if (day.opened) {
        await closeAgain(day.date).unwrap();
        toast({ title: 'Closed', description: `${heading} is closed for Christmas again.` });
      } else {
        await open(day.date).unwrap();
        toast({ title: 'Opened', description: `${heading} can be booked.` });
      }
    } catch (error) {
      toastApiError('Error', error, day.opened ? 'Failed to close the day again' : 'Failed to open the day');
    }
  };
  return (
    <Card className="flex flex-wrap items-center gap-3 p-4">
      <div className="mr-auto">
        <p className="font-semibold">{heading}</p>
        <p className="text-sm text-navy-700">
          {day.opened ? 'Open for bookings (opened by staff)' : 'Closed for Christmas (default)'}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void onClick()}
        disabled={opening.isLoading || closing.isLoading}
        aria-label={`${day.opened ? 'Close again' : 'Open this day'}: ${heading}`}
      >
        {day.opened ? 'Close again' : 'Open this day'}
      </Button>
    </Card>
  );
}

/** Christmas Day and 26 December: closed unless staff open them (docs/product.md, Booking rules: Closures). */
export function DaysClosedByDefault() {
  const days = useGetDaysClosedByDefaultQuery(undefined, { refetchOnMountOrArgChange: true });
  if (days.isLoading) return <Spinner label="Loading Christmas days" />;
  if (days.isError || !days.data) return <LoadError what="The Christmas days" onRetry={() => void days.refetch()} />;
  return (
    <section aria-labelledby="christmas-heading">
      <h2 id="christmas-heading" className="text-2xl">
        CHRISTMAS
      </h2>
      <p className="mt-1 text-navy-700">Christmas Day and 26 December are closed unless you open them.</p>
      <ul className="mt-4 grid gap-3" aria-label="Closed for Christmas">
        {days.data.map((day) => (
          <li key={day.date}>
            <DayRow day={day} />
          </li>
        ))}
      </ul>
    </section>
  );
}
