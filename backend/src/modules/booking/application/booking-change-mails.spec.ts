import { bookingReminderMail, bookingRescheduledMail } from './booking-change-mails';
import { bookingCancelledMail } from './booking-mails';
import { confirmedBooking, MAIL_BRAND, SENT_AT } from '../../../../test/booking-mail-fixtures';

const manageUrl = 'https://skywardsim.co.uk/manage-booking/signed-token';
const booking = confirmedBooking('2027-03-28', '15:00');

describe('e-mails about changes to a booking', () => {
  it('confirms a move with the new time, a replacing calendar invite and the manage link, once per move', () => {
    const mail = bookingRescheduledMail(booking, { brand: MAIL_BRAND, now: new Date('2026-11-23T10:00:00Z'), manageUrl, eventId: 'event-1' });
    expect(mail).toMatchObject({
      key: `booking:${booking.id}:rescheduled:event-1`,
      to: 'amelia@example.com',
      subject: 'Booking moved: Try and Fly on Sunday 28 March 2027 at 15:00',
    });
    expect(mail.text).toContain('has been moved to Sunday 28 March 2027 at 15:00');
    expect(mail.text).toContain(manageUrl);
    expect(mail.html).toContain(`href="${manageUrl}"`);
    const [invite] = mail.attachments ?? [];
    expect(invite.content).toContain('DTSTART;TZID=Europe/London:20270328T150000');
    expect(invite.content).toContain(`UID:booking-${booking.id}@skywardsim.co.uk`);
  });

  it('reminds the day before with arrival advice, directions and the manage link, keyed by the session time', () => {
    const mail = bookingReminderMail(booking, MAIL_BRAND, manageUrl);
    expect(mail).toMatchObject({
      key: `booking:${booking.id}:reminder:${booking.startsAt.getTime()}`,
      subject: 'Reminder: Try and Fly tomorrow at 15:00',
    });
    expect(mail.text).toContain('tomorrow, Sunday 28 March 2027 at 15:00');
    expect(mail.text).toContain('arrive 15 minutes before');
    expect(mail.text).toContain('Skyward House, Exeter EX10 0JH');
    expect(mail.text).toContain('15 minutes from Exeter city centre');
    expect(mail.text).toContain(manageUrl);
  });

  it('reminds and moves online coaching with joining instructions, no directions, no map and no Exeter in the invite', () => {
    const coaching = { ...booking, bookedAs: 'online' as const, sessionName: 'Home Sim Coaching' };
    const reminder = bookingReminderMail(coaching, MAIL_BRAND, manageUrl);
    const moved = bookingRescheduledMail(coaching, { brand: MAIL_BRAND, now: new Date('2026-11-23T10:00:00Z'), manageUrl, eventId: 'event-2' });
    for (const part of [reminder.text, reminder.html, moved.text, moved.html]) {
      expect(part).toContain('video-call link');
      expect(part).not.toContain('The simulator is at');
      expect(part).not.toContain('Exeter city centre');
      expect(part).not.toContain('Open the map');
    }
    expect(moved.attachments?.[0].content).toContain('LOCATION:Online: video call');
  });

  it('tells a cancelled voucher booking whether its voucher is valid again', () => {
    const voucherBooking = {
      ...booking,
      totalPrice: 0,
      paymentIntentId: null,
      voucherId: 'voucher-1',
      voucherPence: 12900,
      status: 'cancelled' as const,
    };
    const returned = bookingCancelledMail(voucherBooking, 0, MAIL_BRAND, SENT_AT).text;
    expect(returned).toContain('Your gift voucher is valid again');
    expect(returned).not.toContain('not refunded');
    const forfeited = bookingCancelledMail({ ...voucherBooking, voucherForfeited: true }, 0, MAIL_BRAND, SENT_AT).text;
    expect(forfeited).toContain('cannot be used again');
    expect(bookingCancelledMail(booking, 0, MAIL_BRAND, SENT_AT).text).not.toContain('voucher');
  });
});
