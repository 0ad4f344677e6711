import { londonDateOf, londonTimeOf } from './calendar';

/** What a calendar invite (RFC 5545) for one session says. */
export interface InviteEvent {
  uid: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  location: string;
  /** When the invite was made (DTSTAMP). */
  stamp: Date;
  /** SEQUENCE (RFC 5545): a later version of the event with the same UID carries a higher one; 0 when left out. */
  sequence?: number;
  /** Who sends it (ORGANIZER, required by RFC 5546 with a CANCEL) and whose event it is (ATTENDEE). */
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
}

/** PUBLISH adds or replaces the event; CANCEL removes it from the calendar (RFC 5546). */
export type InviteMethod = 'PUBLISH' | 'CANCEL';

/** Europe/London since 1996: BST from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October. */
const LONDON_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values escape backslash, semicolon, comma and new lines. */
const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Content lines are folded at 75 octets, continuation lines starting with a space (never splitting a character). */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const localStamp = (instant: Date) => `${londonDateOf(instant).replace(/-/g, '')}T${londonTimeOf(instant).replace(':', '')}00`;
const utcStamp = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');

/** A CN parameter value in double quotes (which it cannot contain), then the mailto address. */
const person = (property: string, { name, email }: { name: string; email: string }) =>
  `${property};CN="${name.replace(/"/g, "'")}":mailto:${email}`;

/**
 * A one-event calendar in Europe/London wall-clock time, CRLF line endings. With `CANCEL` the event (same UID, a
 * higher SEQUENCE) is marked cancelled, without the alarm, so calendars remove it.
 */
export function calendarInvite(event: InviteEvent, productName: string, method: InviteMethod = 'PUBLISH'): string {
  const cancelled = method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(productName)}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...LONDON_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    ...(event.organizer ? [person('ORGANIZER', event.organizer)] : []),
    ...(event.attendee ? [person('ATTENDEE', event.attendee)] : []),
    `DTSTART;TZID=Europe/London:${localStamp(event.startsAt)}`,
    `DTEND;TZID=Europe/London:${localStamp(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    cancelled ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    cancelled ? 'TRANSP:TRANSPARENT' : 'TRANSP:OPAQUE',
    ...(cancelled ? [] : ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(event.summary)}`, 'TRIGGER:-PT1H', 'END:VALARM']),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
