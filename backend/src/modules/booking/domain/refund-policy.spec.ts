import { cancellationRefund } from './refund-policy';

const at = (iso: string) => new Date(iso);

describe('cancellation refunds (Terms)', () => {
  const start = at('2026-12-10T10:30:00Z');
  const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);

  it('refunds in full more than 48 hours before', () => {
    expect(cancellationRefund(12900, start, hoursBefore(72))).toMatchObject({ tier: 'full', refundPence: 12900 });
    expect(cancellationRefund(12900, start, new Date(hoursBefore(48).getTime() - 1000))).toMatchObject({ tier: 'full', refundPence: 12900 });
  });

  it('refunds half from 24 to 48 hours before, both ends included', () => {
    expect(cancellationRefund(12900, start, hoursBefore(48))).toMatchObject({ tier: 'half', refundPence: 6450 });
    expect(cancellationRefund(14900, start, hoursBefore(36))).toMatchObject({ tier: 'half', refundPence: 7450 });
    expect(cancellationRefund(12900, start, hoursBefore(24))).toMatchObject({ tier: 'half', refundPence: 6450 });
  });

  it('never rounds a half refund up', () => {
    expect(cancellationRefund(101, start, hoursBefore(30)).refundPence).toBe(50);
  });

  it('refunds nothing under 24 hours before, or after the start', () => {
    expect(cancellationRefund(12900, start, new Date(hoursBefore(24).getTime() + 1000))).toMatchObject({ tier: 'none', refundPence: 0 });
    expect(cancellationRefund(12900, start, hoursBefore(1))).toMatchObject({ tier: 'none', refundPence: 0 });
    expect(cancellationRefund(12900, start, hoursBefore(-2))).toMatchObject({ tier: 'none', refundPence: 0 });
  });

  it('counts real hours across the clock changes, not wall-clock hours', () => {
    // Saturday 10:00 GMT to Monday 10:00 BST is 47 hours: the clocks went forward on Sunday 29 March 2026.
    expect(cancellationRefund(12900, at('2026-03-30T09:00:00Z'), at('2026-03-28T10:00:00Z'))).toMatchObject({ tier: 'half', hoursBeforeStart: 47 });
    // Saturday 10:00 BST to Monday 10:00 GMT is 49 hours: the clocks went back on Sunday 25 October 2026.
    expect(cancellationRefund(12900, at('2026-10-26T10:00:00Z'), at('2026-10-24T09:00:00Z'))).toMatchObject({ tier: 'full', hoursBeforeStart: 49 });
  });
});
