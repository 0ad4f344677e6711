import { londonInstant } from './calendar';
import { calendarInvite } from './calendar-invite';

const event = (date: string, time: string, minutes: number) => {
  const startsAt = londonInstant(date, time);
  return {
    uid: 'booking-1@skywardsim.co.uk',
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * 60_000),
    summary: 'Try and Fly, Skyward Flight Simulation',
    description: 'Arrive 15 minutes before your session; bring photo ID.\nSee you soon!',
    location: 'Skyward House, Unit 2, Exeter, Devon EX10 0JH',
    stamp: new Date('2026-11-23T10:18:05.123Z'),
  };
};

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('calendar invite (.ics)', () => {
  it('gives the London wall-clock start and end with the Europe/London time zone', () => {
    const ics = calendarInvite(event('2026-12-01', '10:30', 60), 'Skyward Flight Simulation');
    expect(ics).toContain('DTSTART;TZID=Europe/London:20261201T103000\r\n');
    expect(ics).toContain('DTEND;TZID=Europe/London:20261201T113000\r\n');
    expect(ics).toContain('DTSTAMP:20261123T101805Z\r\n');
    expect(ics).toContain('TZID:Europe/London');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('keeps summer sessions at their wall-clock time (BST), including the clock-change Sundays', () => {
    expect(calendarInvite(event('2026-07-04', '09:00', 120), 'X')).toContain('DTSTART;TZID=Europe/London:20260704T090000');
    expect(calendarInvite(event('2026-07-04', '09:00', 120), 'X')).toContain('DTEND;TZID=Europe/London:20260704T110000');
    const spring = calendarInvite(event('2026-03-29', '09:00', 60), 'X');
    expect(spring).toContain('DTSTART;TZID=Europe/London:20260329T090000');
    expect(spring).toContain('DTEND;TZID=Europe/London:20260329T100000');
    const autumn = calendarInvite(event('2026-10-25', '16:30', 90), 'X');
    expect(autumn).toContain('DTSTART;TZID=Europe/London:20261025T163000');
    expect(autumn).toContain('DTEND;TZID=Europe/London:20261025T180000');
  });

  it('escapes text values and folds long lines at 75 octets', () => {
    const ics = calendarInvite(event('2026-12-01', '10:30', 60), 'Skyward Flight Simulation');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = unfold(ics);
    expect(unfolded).toContain('SUMMARY:Try and Fly\\, Skyward Flight Simulation\r\n');
    expect(unfolded).toContain('DESCRIPTION:Arrive 15 minutes before your session\\; bring photo ID.\\nSee you soon!\r\n');
    expect(unfolded).toContain('LOCATION:Skyward House\\, Unit 2\\, Exeter\\, Devon EX10 0JH\r\n');
  });
});
