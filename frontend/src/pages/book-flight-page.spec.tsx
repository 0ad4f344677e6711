import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountApi } from '../features/account/api/account-api';
import { renderApp } from '../testing/render-app';
import { server } from '../testing/server';

const AMELIA = { user: { name: 'Amelia Earhart', email: 'amelia@example.com', role: 'customer' } };

describe("/book-flight for a signed-in customer (docs/product.md, Accounts)", { timeout: 20_000 }, () => {
  it('fills in the name and e-mail of the account', async () => {
    server.use(http.get('/api/session', () => HttpResponse.json(AMELIA)));
    renderApp('/book-flight');
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveValue('Amelia Earhart'));
    expect(screen.getByLabelText('Email')).toHaveValue('amelia@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('');
  });

  it('keeps what the customer typed before the session was known, and fills only the empty field', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get('/api/session', async () => (await answered, HttpResponse.json(AMELIA))));
    const { store } = renderApp('/book-flight');
    fireEvent.change(await screen.findByLabelText('Full Name'), { target: { value: 'Bessie Coleman' } });
    answer();
    await waitFor(() => expect(accountApi.endpoints.getSession.select()(store.getState()).data?.user.name).toBe('Amelia Earhart'));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('amelia@example.com'));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Bessie Coleman');
  });
});
