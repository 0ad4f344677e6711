import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import type { StaffExperience } from '../api/experiences-admin-api';
import { ExperiencesTab } from './experiences-tab';
import { apiErrorResponse } from '../../../testing/api-error-response';

const TRY_AND_FLY: StaffExperience = {
  id: 'try-and-fly',
  name: 'Try and Fly',
  group: 'beginners',
  description: 'Your first flight.',
  included: ['Briefing'],
  minimumAge: 12,
  bookedAs: 'slot',
  active: true,
  options: [{ id: '60-minutes', name: '60 minutes', minutes: 60, pricePence: 12900, maxPartySize: 2, extraPersonPence: 4900, active: true }],
};

const renderTab = () => renderWithStore(<ExperiencesTab />);

describe('admin EXPERIENCES tab', () => {
  it('saves a new Try and Fly price in whole pence', async () => {
    const saved: unknown[] = [];
    server.use(
      http.get('/api/admin/experiences', () => HttpResponse.json([TRY_AND_FLY])),
      http.put('/api/admin/experiences/:id', async ({ request, params }) => {
        const body = (await request.json()) as StaffExperience;
        saved.push({ ...body, id: params.id });
        return HttpResponse.json({ ...TRY_AND_FLY, ...body });
      }),
    );
    const user = userEvent.setup();
    renderTab();
    const card = await screen.findByRole('article', { name: 'Try and Fly' });
    const price = within(within(card).getByRole('group', { name: 'Option 1' })).getByLabelText('Price (£)');
    expect(price).toHaveValue('129.00');
    await user.clear(price);
    await user.type(price, '139');
    await user.click(within(card).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Try and Fly saved')).toBeInTheDocument();
    expect(saved).toEqual([
      expect.objectContaining({ id: 'try-and-fly', options: [{ id: '60-minutes', name: '60 minutes', minutes: 60, pricePence: 13900, maxPartySize: 2, extraPersonPence: 4900, active: true }] }),
    ]);
  });

  it('saves how many people an option takes and the price of each extra person, in whole pence', async () => {
    const saved: StaffExperience[] = [];
    server.use(
      http.get('/api/admin/experiences', () => HttpResponse.json([TRY_AND_FLY])),
      http.put('/api/admin/experiences/:id', async ({ request }) => {
        const body = (await request.json()) as StaffExperience;
        saved.push(body);
        return HttpResponse.json({ ...TRY_AND_FLY, ...body });
      }),
    );
    const user = userEvent.setup();
    renderTab();
    const card = await screen.findByRole('article', { name: 'Try and Fly' });
    const most = within(card).getByLabelText('People per booking, at most');
    expect(most).toHaveValue(2);
    await user.clear(most);
    await user.type(most, '3');
    const extra = within(card).getByLabelText('Each extra person (£)');
    await user.clear(extra);
    await user.type(extra, '39.50');
    await user.click(within(card).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Try and Fly saved')).toBeInTheDocument();
    expect(saved[0].options[0]).toMatchObject({ maxPartySize: 3, extraPersonPence: 3950 });
  });

  it("shows the server's refusal", async () => {
    server.use(
      http.get('/api/admin/experiences', () => HttpResponse.json([TRY_AND_FLY])),
      http.put('/api/admin/experiences/:id', () =>
        apiErrorResponse(400, 'REQUEST.VALIDATION_FAILED', 'Price for option 1 must be a whole number.'),
      ),
    );
    const user = userEvent.setup();
    renderTab();
    const card = await screen.findByRole('article', { name: 'Try and Fly' });
    await user.type(within(within(card).getByRole('group', { name: 'Option 1' })).getByLabelText('Price (£)'), '.5.5');
    await user.click(within(card).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Price for option 1 must be a whole number.')).toBeInTheDocument();
  });
});
