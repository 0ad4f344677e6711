import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TimeSlotPicker } from './time-slot-picker';

describe('TimeSlotPicker', () => {
  it('shows closed, taken and past slots as unavailable, each with its reason', () => {
    render(
      <>
        <span id="times">Time</span>
        <TimeSlotPicker
          labelledBy="times"
          loading={false}
          selected={undefined}
          onSelect={vi.fn()}
          slots={[
            { time: '09:00', available: false, reason: 'past' },
            { time: '10:30', available: true, reason: null },
            { time: '12:00', available: false, reason: 'taken' },
            { time: '13:30', available: false, reason: 'closed' },
          ]}
        />
      </>,
    );
    expect(screen.getByRole('radio', { name: '09:00 (Past)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '10:30' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: '12:00 (Booked)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '13:30 (Closed)' })).toBeDisabled();
  });
});
