import {
  bookingCancelledMail,
  bookingConfirmedMail,
  bookingSlotLostMails,
  courseBookedMails,
  formatPence,
  longDate,
} from './booking-mails';
import { newBookingStaffNotice } from './booking-staff-notice';
import type { CourseBooking } from '../domain/course-booking';
import { confirmedBooking, MAIL_BRAND, SENT_AT } from '../../../../test/booking-mail-fixtures';

const booking = confirmedBooking('2027-06-15', '10:30', {
  id: '0b6f5a2e-1111-4222-8333-944445555666',
  name: 'Amelia <Pilot>',
  experienceLevel: 'home-simmer',
  notes: 'Birthday & surprise',
});

describe('booking e-mails', () => {
  it('formats money and dates the British way', () => {
    expect(formatPence(125000)).toBe('£1,250.00');
    expect(formatPence(12900)).toBe('£129.00');
    expect(longDate('2027-06-15')).toBe('Tuesday 15 June 2027');
  });

  it("tells staff of a new booking with the day written as they read it, not '2027-06-15'", () => {
    expect(newBookingStaffNotice(booking, MAIL_BRAND).subject).toBe('New booking: Try and Fly on Tue 15 Jun 2027 at 10:30 (Amelia <Pilot>)');
  });

  it('confirms the booking with its details, the Terms, the set-password note and an .ics in London time', () => {
    const mail = bookingConfirmedMail(
      booking,
      MAIL_BRAND,
      new Date('2026-11-23T10:00:00Z'),
      'https://skywardsim.co.uk/manage-booking/signed-token',
    );
    expect(mail.text).toContain('without signing in: https://skywardsim.co.uk/manage-booking/signed-token');
    expect(mail.html).toContain('href="https://skywardsim.co.uk/manage-booking/signed-token"');
    expect(mail).toMatchObject({
      key: `booking:${booking.id}:confirmation`,
      to: 'amelia@example.com',
      subject: 'Booking Confirmed: Try and Fly on Tuesday 15 June 2027 at 10:30',
    });
    expect(mail.text).toContain('Total paid: £129.00');
    expect(mail.text).toContain('Experience: Home Flight Simmer');
    expect(mail.text).toContain('Special requests: Birthday & surprise');
    expect(mail.text).toContain('arrive 15 minutes before');
    expect(mail.text).toContain('a link to set your password');
    expect(mail.text).not.toMatch(/password:/i);
    expect(mail.html).toContain('Amelia &lt;Pilot&gt;');
    expect(mail.html).not.toContain('<Pilot>');
    const [invite] = mail.attachments ?? [];
    expect(invite).toMatchObject({ filename: 'booking.ics', contentType: expect.stringContaining('text/calendar') });
    expect(invite.content).toContain('DTSTART;TZID=Europe/London:20270615T103000');
    expect(invite.content).toContain('DTEND;TZID=Europe/London:20270615T113000');
    expect(invite.content).toContain(`UID:booking-${booking.id}@skywardsim.co.uk`);
  });

  it('confirms the simulator at Exeter in the .ics location, and online coaching with joining instructions and no address', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const manageUrl = 'https://skywardsim.co.uk/manage-booking/signed-token';
    const [slotInvite] = bookingConfirmedMail(booking, MAIL_BRAND, now, manageUrl).attachments ?? [];
    expect(slotInvite.content).toMatch(/LOCATION:Skyward House\\, Exeter EX10 0JH/);

    const coaching = { ...booking, sessionType: 'home-sim-coaching', bookedAs: 'online' as const, sessionName: 'Home Sim Coaching' };
    const mail = bookingConfirmedMail(coaching, MAIL_BRAND, now, manageUrl);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('video-call link');
      expect(part).toContain('headset with a microphone');
      expect(part).not.toContain('The simulator is at');
      expect(part).not.toContain('Exeter city centre');
      expect(part).not.toContain('arrive 15 minutes');
    }
    const [invite] = mail.attachments ?? [];
    expect(invite.content).toContain('LOCATION:Online: video call (your coach e-mails the link)');
    expect(invite.content).not.toContain('Exeter');
    expect(invite.content).not.toContain('arrive');
  });

  it('names the party size and who is flying when the booker booked for more people or for someone else', () => {
    const gift = confirmedBooking('2027-06-15', '10:30', { partySize: 2, participantName: 'Grace Giftee', totalPrice: 17800 });
    const mail = bookingConfirmedMail(gift, MAIL_BRAND, new Date('2026-11-23T10:00:00Z'), 'https://skywardsim.co.uk/manage-booking/t');
    expect(mail.text).toContain('People: 2');
    expect(mail.text).toContain('Flying: Grace Giftee');
    const alone = bookingConfirmedMail(booking, MAIL_BRAND, new Date('2026-11-23T10:00:00Z'), 'https://skywardsim.co.uk/manage-booking/t');
    expect(alone.text).not.toContain('People:');
    expect(alone.text).not.toContain('Flying:');
  });

  it('says a gift voucher paid, with its code, and what was left for the card', () => {
    const paidByVoucher = { ...booking, totalPrice: 0, voucherId: 'v-1', voucherPence: 12900, paymentIntentId: null };
    const mail = bookingConfirmedMail(
      paidByVoucher,
      MAIL_BRAND,
      new Date('2026-11-23T10:00:00Z'),
      'https://skywardsim.co.uk/manage-booking/t',
      'SKY-7K3M-9Q2X-BC4D',
    );
    expect(mail.text).toContain('Paid with gift voucher: SKY-7K3M-9Q2X-BC4D (£129.00)');
    expect(mail.text).toContain('Paid by card: £0.00');
    expect(mail.text).not.toContain('Total paid');
    expect(mail.html).toContain('SKY-7K3M-9Q2X-BC4D');
  });

  it('tells a customer booked by staff with cash on arrival what is left to pay, beside a voucher', () => {
    const cash = { ...booking, paymentMethod: 'cash_on_arrival' as const, bookedBy: 'staff-1', paymentIntentId: null };
    expect(
      bookingConfirmedMail(cash, MAIL_BRAND, new Date('2026-11-23T10:00:00Z'), 'https://skywardsim.co.uk/manage-booking/t').text,
    ).toContain('To pay on arrival: £129.00');
    const withVoucher = { ...cash, totalPrice: 7900, voucherId: 'v-1', voucherPence: 5000 };
    const text = bookingConfirmedMail(
      withVoucher,
      MAIL_BRAND,
      new Date('2026-11-23T10:00:00Z'),
      'https://skywardsim.co.uk/manage-booking/t',
      'SKY-7K3M-9Q2X-BC4D',
    ).text;
    expect(text).toContain('Paid with gift voucher: SKY-7K3M-9Q2X-BC4D (£50.00)');
    expect(text).toContain('To pay on arrival: £79.00');
    expect(text).not.toContain('Paid by card');
  });

  it('tells a customer whose late payment lost its slot that the card was not charged, or was refunded, and asks staff to call', () => {
    const [customer, staff] = bookingSlotLostMails({ ...booking, status: 'slot_lost', refundPence: 0 }, MAIL_BRAND);
    expect(customer.to).toBe('amelia@example.com');
    expect(customer.text).toContain('Your card has not been charged: the £129.00 held on it has been released');
    expect(customer.text).not.toContain('refunded');
    expect(customer.text).toContain('Not charged: £129.00');
    expect(customer.text).not.toContain('Total paid');
    expect(staff.text).toContain('was cancelled before any money was taken');
    const [refunded, refundedStaff] = bookingSlotLostMails({ ...booking, status: 'slot_lost', refundPence: 12_900 }, MAIL_BRAND);
    expect(refunded.text).toContain('Your payment of £129.00 has been refunded in full');
    expect(refunded.text).toContain('Refunded: £129.00');
    expect(refunded.text).not.toContain('Total paid');
    expect(refundedStaff.text).toContain('was refunded in full');
    expect(staff).toMatchObject({
      to: 'hello@skywardsim.co.uk',
      subject: 'Action needed: paid booking lost its slot (Amelia <Pilot>, Tue 15 Jun 2027 at 10:30)',
    });
    expect(staff.text).toContain('07700 900123');
    expect(new Set([customer.key, staff.key]).size).toBe(2);
  });

  it('tells the customer what a cancellation refunds', () => {
    expect(bookingCancelledMail(booking, 6450, MAIL_BRAND, SENT_AT).text).toContain('We have refunded £64.50 of the £129.00 you paid');
    expect(bookingCancelledMail(booking, 0, MAIL_BRAND, SENT_AT).text).toContain('not refunded');
  });

  it('tells a customer who paid staff by card over the phone or in cash that staff refund it, never that the site did', () => {
    const byPhone = { ...booking, paymentIntentId: null, paymentMethod: 'card_by_phone' as const, terminalReference: 'T-1' };
    const phoneMail = bookingCancelledMail(byPhone, 6450, MAIL_BRAND, SENT_AT).text;
    expect(phoneMail).toContain(
      'Under our Terms you are owed a refund of £64.50 of the £129.00 you paid by card over the phone. We refund it to your card ourselves, outside the website',
    );
    expect(phoneMail).not.toContain('We have refunded');
    // A goodwill amount staff chose is not the Terms' (docs/product.md, Refunds and cancellation).
    expect(bookingCancelledMail({ ...byPhone, refundReason: 'Late start' }, 2500, MAIL_BRAND, SENT_AT).text).toContain(
      'You are owed a refund of £25.00 of the £129.00 you paid by card over the phone.',
    );
    const cashBooking = { ...byPhone, paymentMethod: 'cash_on_arrival' as const, terminalReference: null };
    const cash = bookingCancelledMail({ ...cashBooking, cashReceivedAt: new Date() }, 12900, MAIL_BRAND, SENT_AT).text;
    expect(cash).toContain('You paid £129.00 in cash; we give £129.00 of it back to you in cash ourselves.');
    expect(cash).not.toContain('We have refunded');
    // Cash never taken: nothing was paid, so the e-mail speaks of no refund at all.
    expect(bookingCancelledMail(cashBooking, 0, MAIL_BRAND, SENT_AT).text).not.toMatch(/refund/i);
    expect(bookingCancelledMail(byPhone, 0, MAIL_BRAND, SENT_AT).text).toContain('not refunded');
  });

  it('says nothing of money for a complimentary booking', () => {
    const free = { ...booking, totalPrice: 0, paymentIntentId: null, paymentMethod: 'complimentary' as const };
    const text = bookingCancelledMail(free, 0, MAIL_BRAND, SENT_AT).text;
    expect(text).toContain('has been cancelled');
    expect(text).not.toMatch(/refund/i);
  });

  it('confirms a Fear of Flying course and notifies staff', () => {
    const course: CourseBooking = {
      id: '1b6f5a2e-1111-4222-8333-944445555666',
      name: 'Nervous Ned',
      email: 'ned@example.com',
      phone: '07700 900456',
      preferredDate: '2027-01-20',
      notes: null,
      paymentIntentId: 'pi_test_2',
      amountPence: 29500,
      voucherId: null,
      voucherPence: 0,
      status: 'booked',
      isTest: false,
      paidAt: null,
      inboxStatus: 'new',
      staffNote: '',
      courseDate: null,
      startTime: null,
      startsAt: null,
      endsAt: null,
      cancelledAt: null,
      refundPence: null,
      refundedAt: null,
      voucherForfeited: false,
      inviteSequence: 0,
      createdAt: new Date(),
    };
    const [customer, staff] = courseBookedMails(course, MAIL_BRAND, 'https://skywardsim.co.uk/manage-course/token');
    expect(customer).toMatchObject({
      to: 'ned@example.com',
      subject: 'Booking Confirmed: Fear of Flying Course - Skyward Flight Simulation',
    });
    expect(customer.text).toContain('Total paid: £295.00');
    expect(customer.text).not.toContain('gift voucher');
    expect(customer.text).toContain('Course date: To be arranged with you\nPreferred date: Wednesday 20 January 2027');
    expect(customer.text).toContain('cancel with a full refund, without signing in: https://skywardsim.co.uk/manage-course/token');
    expect(staff).toMatchObject({ to: 'hello@skywardsim.co.uk', replyTo: 'ned@example.com' });

    const [byVoucher] = courseBookedMails(
      { ...course, amountPence: 0, voucherId: 'c2a1e0b4-3f1d-4f59-9f55-0d1c8a7e5b10', voucherPence: 29500 },
      MAIL_BRAND,
      'https://skywardsim.co.uk/manage-course/token',
    );
    expect(byVoucher.text).toContain('Paid with gift voucher: £295.00\nTotal paid: £0.00');
  });
});
