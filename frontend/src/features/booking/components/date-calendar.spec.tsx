import { Profiler } from 'react';
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

  const nameOf = (date: Date) => date.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

  it("opens on the chosen day's month, with the day selected (a booking two months ahead)", () => {
    const chosen = addMonths(londonToday(), 2);
    render(<DateCalendar selected={chosen} onSelect={vi.fn()} />);
    expect(screen.getByRole('button', { name: `${nameOf(chosen)}, selected` })).toBeInTheDocument();
  });

  it('moves to the month of a day chosen after it appeared (the address read once the page runs), and asks for its marks', () => {
    const chosen = addMonths(londonToday(), 3);
    const onMonthChange = vi.fn();
    const { rerender } = render(<DateCalendar selected={undefined} onSelect={vi.fn()} onMonthChange={onMonthChange} />);
    rerender(<DateCalendar selected={chosen} onSelect={vi.fn()} onMonthChange={onMonthChange} />);
    expect(screen.getByRole('button', { name: `${nameOf(chosen)}, selected` })).toBeInTheDocument();
    expect(onMonthChange).toHaveBeenCalledWith(new Date(chosen.getFullYear(), chosen.getMonth(), 1));
  });

  it('renders its month once when it appears: nothing in it renders the month again on mount (a long task on a slow phone)', () => {
    const commits: string[] = [];
    render(
      <Profiler id="calendar" onRender={(_id, phase) => commits.push(phase)}>
        <DateCalendar selected={addDays(londonToday(), 3)} onSelect={vi.fn()} />
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
  });
});
