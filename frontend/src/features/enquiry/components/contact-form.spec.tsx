import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { apiErrorResponse } from '../../../testing/api-error-response';

type Sent = Record<string, string>;

function answerContacts(respond: (body: Sent) => Response | Promise<Response>) {
  const received: Sent[] = [];
  server.use(
    http.post('/api/contacts', async ({ request }) => {
      const body = (await request.json()) as Sent;
      received.push(body);
      await delay(300);
      return respond(body);
    }),
  );
  return received;
}

async function openForm() {
  const app = renderApp('/');
  const form = await screen.findByRole('form', { name: 'Contact form' });
  const field = (label: string) => within(form).getByLabelText(label);
  return { ...app, form, field };
}

async function fillIn(user: Awaited<ReturnType<typeof openForm>>['user'], field: (label: string) => HTMLElement) {
  await user.type(field('Full name'), 'Amelia Earhart');
  await user.type(field('Email'), 'amelia@example.com');
  await user.type(field('Phone'), '07700 900123');
  await user.selectOptions(field('Enquiry type'), 'Gift Vouchers');
  await user.type(field('Message'), 'Can I buy a voucher?');
}

describe('contact form (home #contact)', () => {
  it('has the five fields, e-mail and telephone input types and a six-row message box', async () => {
    const { field } = await openForm();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Phone')).toHaveAttribute('type', 'tel');
    expect(field('Message')).toHaveAttribute('rows', '6');
    const options = within(field('Enquiry type')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Select an enquiry type',
      'Flight Experience Booking',
      'Gift Vouchers',
      'Home Sim Coaching',
      'Group Bookings',
      'General Enquiry',
    ]);
  });

  it('sends nothing and says Missing Information when a field is empty', async () => {
    const received = answerContacts(() => HttpResponse.json({ id: 'x', createdAt: '2025-10-01T10:00:00Z' }, { status: 201 }));
    const { user, field } = await openForm();
    await user.type(field('Full name'), 'Amelia Earhart');
    await user.type(field('Email'), 'amelia@example.com');
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all fields.')).toBeInTheDocument();
    expect(received).toEqual([]);
    expect(field('Full name')).toHaveValue('Amelia Earhart');
  });

  it('marks each refused field with its reason beside it, focuses the first, and sends nothing', async () => {
    const received = answerContacts(() => HttpResponse.json({ id: 'x', createdAt: '2025-10-01T10:00:00Z' }, { status: 201 }));
    const { user, field } = await openForm();
    await user.type(field('Full name'), 'Amelia Earhart');
    await user.type(field('Email'), 'amelia at example');
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.');
    expect(field('Phone')).toHaveAccessibleDescription('Please enter your phone number.');
    expect(field('Enquiry type')).toHaveAccessibleDescription('Please choose what your enquiry is about.');
    expect(field('Message')).toHaveAccessibleDescription('Please enter your message.');
    expect(field('Full name')).not.toHaveAttribute('aria-invalid');
    expect(received).toEqual([]);

    await user.type(field('Phone'), '0');
    expect(field('Phone')).not.toHaveAttribute('aria-invalid');
  });

  it("holds no more than the server takes: 120 for the name, 254 for the e-mail, 40 for the phone, 5,000 for the message", async () => {
    const { field } = await openForm();
    expect(field('Full name')).toHaveAttribute('maxLength', '120');
    expect(field('Email')).toHaveAttribute('maxLength', '254');
    expect(field('Phone')).toHaveAttribute('maxLength', '40');
    expect(field('Message')).toHaveAttribute('maxLength', '5000');
  });

  it('chooses the enquiry type an ENQUIRE NOW link names (?enquiry=group)', async () => {
    renderApp('/?enquiry=group#contact');
    const form = await screen.findByRole('form', { name: 'Contact form' });
    expect(within(form).getByLabelText('Enquiry type')).toHaveDisplayValue('Group Bookings');
  });

  it('shows SENDING... while sending, then Message Sent! and clears the form', async () => {
    const received = answerContacts(() => HttpResponse.json({ id: 'x', createdAt: '2025-10-01T10:00:00Z' }, { status: 201 }));
    const { user, field } = await openForm();
    await fillIn(user, field);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    expect(await screen.findByRole('button', { name: 'SENDING...' })).toBeDisabled();
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeInTheDocument();
    expect(received).toEqual([
      { name: 'Amelia Earhart', email: 'amelia@example.com', phone: '07700 900123', enquiryType: 'gift', message: 'Can I buy a voucher?' },
    ]);
    await waitFor(() => expect(field('Full name')).toHaveValue(''));
    expect(field('Message')).toHaveValue('');
    expect(field('Enquiry type')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'SEND MESSAGE' })).toBeEnabled();
  });

  it('keeps a honeypot field out of sight and out of the tab order; a bot that fills it sends it for the server to drop', async () => {
    const received = answerContacts(() => HttpResponse.json({ id: 'x', createdAt: '2025-10-01T10:00:00Z' }, { status: 201 }));
    const { user, form, field } = await openForm();
    // A bot reads the markup, not the screen: it finds the field by name.
    const honeypot = form.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(form).queryByRole('textbox', { name: /website/i })).toBeNull();
    await fillIn(user, field);
    honeypot.value = 'https://spam.example'; // as a script fills a form
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0].website).toBe('https://spam.example');
  });

  it('says Failed to Send with the server message and keeps the form', async () => {
    answerContacts(() => apiErrorResponse(400, 'REQUEST.VALIDATION_FAILED', 'Please enter a valid email address.'));
    const { user, field } = await openForm();
    await fillIn(user, field);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    expect(await screen.findByText('Failed to Send')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(field('Full name')).toHaveValue('Amelia Earhart');
    expect(field('Message')).toHaveValue('Can I buy a voucher?');
  });

  it('falls back to a generic hint when the failure carries no message', async () => {
    answerContacts(() => HttpResponse.error());
    const { user, field } = await openForm();
    await fillIn(user, field);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    expect(await screen.findByText('Failed to Send')).toBeInTheDocument();
    expect(screen.getByText('Please check your details and try again.')).toBeInTheDocument();
  });
});
