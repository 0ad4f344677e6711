import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse } from '../../../testing/api-error-response';
import { renderAdminPage } from '../../../testing/render-admin-page';
import { server } from '../../../testing/server';

const STAFF = {
  user: { name: 'Amy Johnson', email: 'amy@skywardsim.co.uk', role: 'staff' },
  idleSeconds: 1800,
  expiresAt: '2026-11-27T12:00:00Z',
};
const CODES = Array.from({ length: 10 }, (_, index) => `abcde-fghj${'kmnpqrstuv'[index]}`);

/** The API of a staff member: enrolled or not, and what each sign-in sent. */
function api(enrolled: boolean) {
  const logins: Record<string, string>[] = [];
  let session: typeof STAFF | null = null;
  server.use(
    http.get('/api/session', () =>
      session ? HttpResponse.json(session) : apiErrorResponse(401, 'AUTH.UNAUTHENTICATED', 'Please sign in to continue.'),
    ),
    http.post('/api/login/two-factor', () =>
      HttpResponse.json({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEH',
        uri: 'otpauth://totp/x',
        qrCode: 'data:image/png;base64,iVBORw0KGgo=',
      }),
    ),
    http.post('/api/login', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      logins.push(body);
      if (!body.code) {
        return enrolled
          ? apiErrorResponse(
              401,
              'AUTH.TWO_FACTOR_REQUIRED',
              'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
            )
          : apiErrorResponse(401, 'AUTH.TWO_FACTOR_ENROLMENT_REQUIRED', 'Set up two-step sign-in.');
      }
      if (body.code !== '123456')
        return apiErrorResponse(
          401,
          'AUTH.TWO_FACTOR_INVALID',
          'That code is not right, or has been used already. Please try the newest code.',
        );
      session = STAFF;
      return HttpResponse.json(enrolled ? STAFF : { ...STAFF, recoveryCodes: CODES });
    }),
  );
  return logins;
}

async function signIn(user: UserEvent) {
  const form = await screen.findByRole('form', { name: 'Staff sign in' });
  await user.type(within(form).getByLabelText('Email'), 'amy@skywardsim.co.uk');
  await user.type(within(form).getByLabelText('Password'), 'desk staff password 1');
  await user.click(within(form).getByRole('button', { name: 'SIGN IN' }));
}

describe('two-step staff sign-in (/adminE3F)', () => {
  it('asks an enrolled staff member for the code after the password; a wrong code says so', async () => {
    const logins = api(true);
    const { user } = renderAdminPage();
    await signIn(user);
    const step = await screen.findByRole('form', { name: 'Two-step sign-in' });
    expect(within(step).queryByRole('img')).toBeNull();
    await user.type(within(step).getByLabelText('Authentication code'), '000000');
    await user.click(within(step).getByRole('button', { name: 'CONTINUE' }));
    expect(await within(step).findByRole('alert')).toHaveTextContent('That code is not right');
    await user.type(within(step).getByLabelText('Authentication code'), '123456');
    await user.click(within(step).getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByRole('heading', { name: 'ADMIN PANEL' })).toBeInTheDocument();
    expect(logins.at(-1)).toEqual({ email: 'amy@skywardsim.co.uk', password: 'desk staff password 1', code: '123456' });
  });

  it('at a first sign-in shows the QR code and key, then the 10 recovery codes once over the panel', async () => {
    api(false);
    const { user } = renderAdminPage();
    await signIn(user);
    const step = await screen.findByRole('form', { name: 'Two-step sign-in' });
    expect(within(step).getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(within(step).getByText('JBSWY3DPEHPK3PXPJBSWY3DPEH')).toBeInTheDocument();
    await user.type(within(step).getByLabelText('Authentication code'), '123456');
    await user.click(within(step).getByRole('button', { name: 'CONTINUE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your recovery codes' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await user.click(within(dialog).getByRole('button', { name: 'I HAVE SAVED THEM' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'ADMIN PANEL' })).toBeInTheDocument();
  });
});
