import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import type { StaffEnquiry } from '../api/enquiry-admin-api';
import { EnquiriesTab } from './enquiries-tab';

const contact: StaffEnquiry = {
  kind: 'contact',
  id: 'e-1',
  name: 'Amelia Earhart',
  email: 'amelia@example.com',
  phone: '07700 900123',
  enquiryType: 'group',
  message: 'A group day for twelve in March?',
  status: 'new',
  note: '',
  createdAt: '2026-11-24T10:00:00.000Z',
};
const course: StaffEnquiry = {
  kind: 'course',
  id: 'c-1',
  name: 'Nervous Ned',
  email: 'ned@example.com',
  phone: '',
  enquiryType: null,
  message: 'Fear of Flying course (ref C1), paid: awaiting a date.',
  status: 'new',
  note: '',
  createdAt: '2026-11-23T10:00:00.000Z',
};

describe('admin ENQUIRIES tab', () => {
  it('lists a course awaiting its date with the contact messages, and moves it through its own route', async () => {
    const patched: string[] = [];
    server.use(
      http.get('/api/admin/enquiries', () => HttpResponse.json({ items: [contact, course], total: 2, page: 1, pageSize: 20 })),
      http.patch('/api/admin/enquiries/courses/:id', async ({ params, request }) => {
        patched.push(`course ${String(params.id)} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ ...course, status: 'replied' });
      }),
      http.patch('/api/admin/enquiries/:id', ({ params }) => {
        patched.push(`contact ${String(params.id)}`);
        return HttpResponse.json(contact);
      }),
    );
    const user = userEvent.setup();
    renderWithStore(<EnquiriesTab />);

    const card = await screen.findByRole('article', { name: 'Course booking from Nervous Ned' });
    expect(card).toHaveTextContent('Fear of Flying course, awaiting a date');
    expect(within(card).getByRole('link', { name: 'REPLY' })).toHaveAttribute(
      'href',
      `mailto:ned@example.com?subject=${encodeURIComponent('Your Fear of Flying course date')}`,
    );
    expect(screen.getByRole('article', { name: 'Enquiry from Amelia Earhart' })).toHaveTextContent('Group Bookings');

    await user.click(within(card).getByRole('button', { name: 'MARK REPLIED' }));
    await waitFor(() => expect(patched).toEqual(['course c-1 {"status":"replied"}']));
  });
});
