import type { Booking } from './booking';
import { bookingReminderMail, bookingRescheduledMail } from './booking-change-mails';
import { bookingCancelledMail } from './booking-mails';
import { londonInstant } from './calendar';

const brand = {
  siteName: 'Skyward Flight Simulation',
  staffEmail: 'hello@skywardsim.co.uk',
  publicUrl: 'https://skywardsim.co.uk',
  address: 'Skyward House, Exeter EX10 0JH',
};
const manageUrl = 'https://skywardsim.co.uk/manage-booking/signed-token';
const startsAt = londonInstant('2027-03-28', '15:00');
const booking: Booking = {
  id: '2c6f5a2e-1111-4222-8333-944445555666',
  userId: null,
  sessionType: 'try-and-fly',
  optionId: '60-minutes',
  bookedAs: 'slot',
  sessionName: 'Try and Fly',
  durationMinutes: 60,
  date: '2027-03-28',
  timeSlot: '15:00',
  startsAt,
  endsAt: new Date(startsAt.getTime() + 3_600_000),
  name: 'Amelia Pilot',
  email: 'amelia@example.com',
  phone: '07700 900123',
  experienceLevel: 'beginner',
  notes: null,
  totalPrice: 12900,
  status: 'confirmed',
  holdExpiresAt: null,
  paymentIntentId: 'pi_test_1',
  isTest: true,
  refundPence: null,
  refundedAt: null,
  createdAt: new Date('2026-11-23T10:00:00Z'),
  voucherId: null,
  voucherPence: 0,
  voucherForfeited: false,
  paymentMethod: null,
  terminalReference: null,
  bookedBy: null,
};

describe('e-mails about changes to a booking', () => {
  it('confirms a move with the new time, a replacing calendar invite and the manage link, once per move', () => {
    const mail = bookingRescheduledMail(booking, brand, new Date('2026-11-23T10:00:00Z'), manageUrl, 'event-1');
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
    const mail = bookingReminderMail(booking, brand, manageUrl);
    expect(mail).toMatchObject({
      key: `booking:${booking.id}:reminder:${startsAt.getTime()}`,
      subject: 'Reminder: Try and Fly tomorrow at 15:00',
    });
    expect(mail.text).toContain('tomorrow, Sunday 28 March 2027 at 15:00');
    expect(mail.text).toContain('arrive 15 minutes before');
    expect(mail.text).toContain('Skyward House, Exeter EX10 0JH');
    expect(mail.text).toContain('15 minutes from Exeter city centre');
    expect(mail.text).toContain(manageUrl);
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
    const returned = bookingCancelledMail(voucherBooking, 0, brand).text;
    expect(returned).toContain('Your gift voucher is valid again');
    expect(returned).not.toContain('not refunded');
    const forfeited = bookingCancelledMail({ ...voucherBooking, voucherForfeited: true }, 0, brand).text;
    expect(forfeited).toContain('cannot be used again');
    expect(bookingCancelledMail(booking, 0, brand).text).not.toContain('voucher');
  });
});
