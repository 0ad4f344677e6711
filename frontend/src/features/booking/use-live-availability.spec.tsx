import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayAvailability } from '../../testing/handlers';
import { renderWithStore } from '../../testing/render-app';
import { useGetAvailabilityQuery } from './api/booking-api';
import { useLiveAvailability } from './use-live-availability';

/** The browser's EventSource as the page sees it: the test opens it, sends it events and closes it. */
class StreamStandIn extends EventTarget {
  static opened: StreamStandIn[] = [];
  static readonly CLOSED = 2;
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    super();
    StreamStandIn.opened.push(this);
  }

  connect() {
    this.readyState = 1;
    this.onopen?.();
  }

  change(data: string) {
    this.dispatchEvent(new MessageEvent('change', { data }));
  }

  close() {
    this.closed = true;
  }
}

const DAY = '2027-03-10';

function LiveDay() {
  const day = useGetAvailabilityQuery({ date: DAY, sessionType: 'try-and-fly' });
  useLiveAvailability([DAY]);
  return <p>{day.data ? `${day.data.slots.length} slots` : 'asking'}</p>;
}

describe('useLiveAvailability', () => {
  let asks: number;
  beforeEach(() => {
    asks = 0;
    StreamStandIn.opened = [];
    vi.stubGlobal('EventSource', StreamStandIn);
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderLiveDay = async () => {
    renderWithStore(<LiveDay />, dayAvailability([{ time: '10:30', available: true, reason: null }], () => (asks += 1)));
    await screen.findByText('1 slots');
    expect(StreamStandIn.opened.map((stream) => stream.url)).toEqual([`/api/availability/stream?days=${DAY}`]);
    return StreamStandIn.opened[0];
  };

  it('asks for the day again when the stream opens: a change committed before the server watched it is not missed', async () => {
    const stream = await renderLiveDay();
    expect(asks).toBe(1);
    act(() => stream.connect());
    await waitFor(() => expect(asks).toBe(2));
  });

  it('asks again when the server says the day changed, or everything did', async () => {
    const stream = await renderLiveDay();
    act(() => stream.connect());
    await waitFor(() => expect(asks).toBe(2));
    act(() => stream.change(JSON.stringify({ days: [DAY] })));
    await waitFor(() => expect(asks).toBe(3));
    act(() => stream.change(JSON.stringify({ days: 'all' })));
    await waitFor(() => expect(asks).toBe(4));
  });
});
