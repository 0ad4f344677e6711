import { formatMoment } from '../../../shared/format-date';
import { detailsTable, mailAction, mailFrame, mailLink, paragraphs } from '../../../shared/mail/mail-layout';
import type { OutgoingMail } from '../../../shared/mail/outgoing-mail';
import type { Booking } from '../domain/booking';
import { OFFER_MINUTES, type WaitlistEntry, type WaitlistOffer } from '../domain/waitlist';
import { BookingMailBrand, firstName, formatPence, longDate } from './booking-mails';

/** Where the person's links go: the held slot to pay, and leaving the waitlist. */
export interface WaitlistMailLinks {
  leaveUrl: string;
  offerUrl?: string;
}

const LEAVE_LEAD = 'You are getting this e-mail because you joined our waitlist. To leave it';

/** The days and times an entry waits for, as people read them. */
export function waitedFor(entry: Pick<WaitlistEntry, 'dates' | 'times'>): [string, string][] {
  return [
    [entry.dates.length === 1 ? 'Day' : 'Days', entry.dates.map(longDate).join(', ')],
    ['Times', entry.times ? entry.times.join(', ') : 'Any time'],
  ];
}

function leaveParts(links: WaitlistMailLinks) {
  return { text: `${LEAVE_LEAD}: ${links.leaveUrl}`, html: paragraphs(`${LEAVE_LEAD}:`) + `<p style="margin:0 0 12px">${mailLink(links.leaveUrl, 'Leave the waitlist')}</p>` };
}

/** The confirmation that someone is on the waitlist; it is the only e-mail besides an offer they get from it. */
export function waitlistJoinedMail(entry: WaitlistEntry, sessionName: string, brand: BookingMailBrand, links: WaitlistMailLinks): OutgoingMail {
  const leave = leaveParts(links);
  const lead =
    `Hi ${firstName(entry.name)},\n\nYou are on the waitlist for ${sessionName}. If a time you asked for frees up, we e-mail the first person ` +
    `waiting and hold the slot for them for ${OFFER_MINUTES} minutes; if they do not book, it goes to the next.`;
  const rows: [string, string][] = [['Session', sessionName], ...waitedFor(entry), ['People', String(entry.partySize)]];
  const text = `${lead}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${leave.text}\n\nThe ${brand.siteName} team`;
  return {
    key: `waitlist:${entry.id}:joined`,
    to: entry.email,
    subject: `You are on the waitlist: ${sessionName}`,
    text,
    html: mailFrame(brand, 'You are on the waitlist', paragraphs(lead) + detailsTable(rows) + leave.html),
  };
}

/** The offer: a slot held for the person for 30 minutes, with the link to pay for it. */
export function waitlistOfferMail(entry: WaitlistEntry, offer: WaitlistOffer, booking: Booking, brand: BookingMailBrand, links: Required<WaitlistMailLinks>): OutgoingMail {
  const until = formatMoment(offer.expiresAt);
  const lead =
    `Hi ${firstName(entry.name)},\n\nGood news: a slot you were waiting for has freed up, and we are holding it for you until ${until} ` +
    `(${OFFER_MINUTES} minutes). After that it goes to the next person on the waitlist.`;
  const rows: [string, string][] = [
    ['Session', booking.sessionName],
    ['Date', longDate(offer.date)],
    ['Time', offer.timeSlot],
    ['People', String(booking.partySize)],
    ['Total', formatPence(booking.totalPrice)],
  ];
  const pay = mailAction('Book it now', links.offerUrl, 'BOOK THIS SLOT');
  const leave = leaveParts(links);
  const text = `${lead}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${pay.text}\n\n${leave.text}\n\nThe ${brand.siteName} team`;
  return {
    key: `waitlist-offer:${offer.id}`,
    to: entry.email,
    subject: `A slot has freed up: ${booking.sessionName} on ${longDate(offer.date)} at ${offer.timeSlot}`,
    text,
    html: mailFrame(brand, 'A slot has freed up for you', paragraphs(lead) + detailsTable(rows) + pay.html + leave.html),
  };
}
