import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, addMonths, isSameMonth } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { londonToday } from '../booking-options';
import { DateCalendar } from './date-calendar';

describe('DateCalendar', () => {
  it('marks fully booked and closed days in their names and will not select them', async () => {
    const user = userEvent.setup();
    const today = londonToday();
    const full = addDays(today, 1);
    const closed = addDays(today, 2);
    const onSelect = vi.fn();
    render(<DateCalendar selected={undefined} onSelect={onSelect} marks={{ full: [full], closed: [closed], past: [] }} />);
    if (!isSameMonth(full, today)) await user.click(screen.getByRole('button', { name: /next month/i }));
    const day = (date: Date) => new RegExp(`^${date.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}`);
    const fullButton = screen.getByRole('button', { name: day(full) });
    expect(fullButton).toHaveAccessibleName(expect.stringContaining('Fully booked'));
    expect(fullButton).toBeDisabled();
    await user.click(fullButton);
    expect(onSelect).not.toHaveBeenCalled();
    if (!isSameMonth(closed, full)) await user.click(screen.getByRole('button', { name: /next month/i }));
    expect(screen.getByRole('button', { name: day(closed) })).toHaveAccessibleName(expect.stringContaining('Closed'));
    expect(screen.getByText('Fully booked or closed')).toBeInTheDocument();
  });

  it("opens on the chosen day's month, with the day selected (a reload of a booking two months ahead)", () => {
    const chosen = addMonths(londonToday(), 2);
    render(<DateCalendar selected={chosen} onSelect={vi.fn()} />);
    const name = chosen.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    expect(screen.getByRole('button', { name: `${name}, selected` })).toBeInTheDocument();
  });
});
