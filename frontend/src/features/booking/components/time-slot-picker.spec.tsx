import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

  const SLOTS = [
    { time: '10:30', available: true, reason: null },
    { time: '12:00', available: false, reason: 'taken' },
    { time: '13:30', available: true, reason: null },
    { time: '15:00', available: true, reason: null },
  ] as const;

  function Picker() {
    const [selected, setSelected] = useState<string>();
    return (
      <>
        <button type="button">before</button>
        <span id="times">Time (UK time)</span>
        <TimeSlotPicker labelledBy="times" loading={false} selected={selected} onSelect={setSelected} slots={[...SLOTS]} />
        <button type="button">after</button>
      </>
    );
  }

  it('is one named Tab stop whose arrow keys choose the next free slot, skipping booked ones and wrapping round', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    expect(screen.getByRole('radiogroup', { name: 'Time (UK time)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: '10:30' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '13:30' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '13:30' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '10:30' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '15:00' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('radio', { name: '15:00' })).toHaveFocus();
  });
});
