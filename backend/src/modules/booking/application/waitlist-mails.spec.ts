import { confirmedBooking, MAIL_BRAND } from '../../../../test/booking-mail-fixtures';
import type { WaitlistEntry, WaitlistOffer } from '../domain/waitlist';
import { waitlistJoinedMail, waitlistOfferMail } from './waitlist-mails';

const entry: WaitlistEntry = {
  id: '7d1e0c55-0000-4000-8000-000000000001',
  token: '7d1e0c55-0000-4000-8000-0000000000aa',
  name: 'Wendy Waiting',
  email: 'wendy@example.com',
  phone: '',
  experienceLevel: 'beginner',
  participantName: null,
  ageRulesConfirmedAt: new Date('2027-03-01T09:00:00Z'),
  sessionType: 'try-and-fly',
  optionId: '60-minutes',
  partySize: 1,
  dates: ['2027-03-15', '2027-03-16'],
  times: ['13:30'],
  status: 'waiting',
  createdAt: new Date('2027-03-01T09:00:00Z'),
  endedAt: null,
};
const offer: WaitlistOffer = {
  id: '7d1e0c55-0000-4000-8000-000000000002',
  token: '7d1e0c55-0000-4000-8000-0000000000bb',
  entryId: entry.id,
  bookingId: '7d1e0c55-0000-4000-8000-000000000003',
  date: '2027-03-15',
  timeSlot: '13:30',
  offeredAt: new Date('2027-03-10T10:00:00Z'),
  expiresAt: new Date('2027-03-10T10:30:00Z'),
  status: 'active',
  endedAt: null,
};
const links = { leaveUrl: 'https://skyward.example/waitlist/leave/abc', offerUrl: 'https://skyward.example/waitlist/offer/def' };

describe('waitlist e-mails', () => {
  it('confirms the place on the list with the days and times, and how to leave it', () => {
    const mail = waitlistJoinedMail(entry, 'Try and Fly', MAIL_BRAND, links);
    expect(mail).toMatchObject({ key: `waitlist:${entry.id}:joined`, to: 'wendy@example.com', subject: 'You are on the waitlist: Try and Fly' });
    expect(mail.text).toContain('Days: Monday 15 March 2027, Tuesday 16 March 2027\nTimes: 13:30');
    expect(mail.text).toContain(`To leave it: ${links.leaveUrl}`);
    expect(mail.html).toContain('href="https://skyward.example/waitlist/leave/abc"');
  });

  it('offers the slot held until a London time, with the link to book it and the leave link, once per offer', () => {
    const booking = confirmedBooking('2027-03-15', '13:30', { status: 'held' });
    const mail = waitlistOfferMail(entry, offer, booking, MAIL_BRAND, links);
    expect(mail).toMatchObject({ key: `waitlist-offer:${offer.id}`, subject: 'A slot has freed up: Try and Fly on Monday 15 March 2027 at 13:30' });
    expect(mail.text).toContain('we are holding it for you until 10 Mar at 10:30 (30 minutes)');
    expect(mail.text).toContain(`Book it now: ${links.offerUrl}`);
    expect(mail.text).toContain(`To leave it: ${links.leaveUrl}`);
    expect(mail.html).toContain('BOOK THIS SLOT');
  });
});
