import { CalendarPlus, Settings2 } from 'lucide-react';
import { ButtonLink, buttonClasses } from '../../../components/ui/button';
import { Detail } from '../../../components/ui/detail';
import { formatPence } from '../../../lib/money';
import { sessionKindOf, type SessionOrderDetails } from '../order-details';
import { ConfirmationLayout, longDate } from './confirmation-layout';
import { SessionNextSteps } from './confirmation-next-steps';

/** A booking's /confirmation: the session (or course) booked, how it was paid, its links, and what happens next. */
export function BookingConfirmation({ details }: { details: SessionOrderDetails }) {
  return (
    <ConfirmationLayout
      title="BOOKING CONFIRMED!"
      reference={details.reference}
      email={details.email}
      summaryTitle="Your booking"
      summary={<SessionDetails details={details} />}
      totalLabel={details.voucherCode ? 'Paid by card' : 'Total paid'}
      totalAmount={details.totalAmount}
    >
      {details.manageToken ? <BookingLinks token={details.manageToken} /> : null}
      <SessionNextSteps kind={sessionKindOf(details)} />
    </ConfirmationLayout>
  );
}

/** What was booked: the session and when, or the course with its date to be arranged; how it was paid; its reference. */
function SessionDetails({ details }: { details: SessionOrderDetails }) {
  const kind = sessionKindOf(details);
  return (
    <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2">
      <Detail term={kind === 'course' ? 'Course' : 'Experience'} className="font-semibold">
        {details.sessionName}
      </Detail>
      {kind === 'course' ? (
        <>
          <Detail term="Course date">To be arranged with you</Detail>
          <Detail term="Preferred date">{details.date ? longDate(details.date) : 'No preference'}</Detail>
        </>
      ) : (
        <>
          {details.date ? <Detail term="Date">{longDate(details.date)}</Detail> : null}
          {details.timeSlot ? <Detail term="Time">{details.timeSlot}</Detail> : null}
          {kind === 'online' ? <Detail term="Where">Online, by video call</Detail> : null}
        </>
      )}
      {details.voucherCode ? (
        <Detail term="Payment">
          Paid with gift voucher <span className="whitespace-nowrap font-mono font-semibold">{details.voucherCode}</span>
          {details.voucherPence ? ` (${formatPence(details.voucherPence)})` : null}
        </Detail>
      ) : null}
      {details.reference ? (
        <Detail term="Reference" className="font-mono font-semibold">
          {details.reference}
        </Detail>
      ) : null}
    </dl>
  );
}

/** A booking's Add to calendar (the e-mail's .ics, from the server) and Manage booking (the signed link). */
function BookingLinks({ token }: { token: string }) {
  return (
    <div className="flex flex-wrap justify-center gap-4">
      <a
        href={`/api/manage-booking/${token}/calendar.ics`}
        download="booking.ics"
        className={buttonClasses({ variant: 'secondary' })}
      >
        <CalendarPlus aria-hidden /> Add to calendar
      </a>
      <ButtonLink to={`/manage-booking/${token}`} variant="outline">
        <Settings2 aria-hidden /> Manage booking
      </ButtonLink>
    </div>
  );
}
