import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { AuditTab } from './audit-tab';

const OWNER = { id: '11111111-1111-4111-8111-111111111111', email: 'owner@skyward.test' };
const DESK = { id: '22222222-2222-4222-8222-222222222222', email: 'desk@skyward.test' };

const entry = {
  id: '33333333-3333-4333-8333-333333333333',
  at: '2026-11-27T10:15:00.000Z',
  actorId: DESK.id,
  actorEmail: DESK.email,
  actorRole: 'staff',
  kind: 'booking.moved',
  subject: 'A1B2C3D4',
  summary: 'Moved booking A1B2C3D4',
  before: { timeSlot: '10:30', refundPence: 0 },
  after: { timeSlot: '13:30', refundPence: 6450 },
};

describe('admin AUDIT tab', () => {
  it('lists the changes with who, when and the fields before and after, and filters by person and kind', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      http.get('/api/admin/audit', ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({ entries: [entry], people: [DESK, OWNER], kinds: ['booking.moved', 'data.exported'] });
      }),
    );
    renderWithStore(<AuditTab />);
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Moved booking A1B2C3D4');
    expect(item).toHaveTextContent('Fri 27 Nov 2026 at 10:15');
    expect(item).toHaveTextContent('desk@skyward.test (staff) · booking.moved · A1B2C3D4');
    // Field names and amounts in the panel's words, not the trail's ('refundPence' 6450).
    expect(within(item).getAllByRole('term').map((term) => term.textContent)).toEqual(['time slot', 'refund', 'time slot', 'refund']);
    expect(within(item).getAllByRole('definition').map((value) => value.textContent)).toEqual(['10:30', '£0.00', '13:30', '£64.50']);
    expect(asked[0]).toEqual({ from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

    await userEvent.selectOptions(screen.getByLabelText('Person'), 'desk@skyward.test');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'booking.moved');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ actorId: DESK.id, kind: 'booking.moved' }));
    expect(screen.getByRole('link', { name: 'DOWNLOAD CSV' })).toHaveAttribute('href', expect.stringContaining(`actorId=${DESK.id}&kind=booking.moved`));
  });

  it('says when nothing matches, and asks for a first day on or before the last', async () => {
    server.use(http.get('/api/admin/audit', () => HttpResponse.json({ entries: [], people: [], kinds: [] })));
    renderWithStore(<AuditTab />);
    expect(await screen.findByText('No changes match these filters.')).toBeInTheDocument();
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2099-01-01');
    expect(await screen.findByText('Choose a first day on or before the last day.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'DOWNLOAD CSV' })).not.toBeInTheDocument();
  });
});
