import { passwordLinkMail } from './account-mails';
import { MAIL_BRAND } from '../../../../test/booking-mail-fixtures';

describe('password link e-mails', () => {
  const input = {
    key: 'account:password-link:e1',
    email: 'jean@example.com',
    name: 'Jean <b>Batten</b>',
    token: 'TOKEN_abc-123',
    expiresAt: new Date('2026-07-08T09:00:00Z'),
  };

  it.each([
    ['set-password', 'Set your password - Skyward Flight Simulation'],
    ['reset-password', 'Reset your password - Skyward Flight Simulation'],
  ] as const)('%s: gives the sign-in address and a one-time link, never a password', (purpose, subject) => {
    const mail = passwordLinkMail({ ...input, purpose }, MAIL_BRAND);
    expect(mail).toMatchObject({ key: 'account:password-link:e1', to: 'jean@example.com', subject });
    expect(mail.text).toContain('Sign-in address: jean@example.com');
    expect(mail.text).toContain('https://skywardsim.co.uk/reset-password#token=TOKEN_abc-123');
    expect(mail.text).toContain('until 8 July 2026 at 10:00 (UK time)');
    expect(mail.html).toContain('href="https://skywardsim.co.uk/reset-password#token=TOKEN_abc-123"');
  });

  it('words a reset differently and escapes what the customer typed', () => {
    const mail = passwordLinkMail({ ...input, purpose: 'reset-password' }, MAIL_BRAND);
    expect(mail.text).toContain('If you did not ask for this, you can ignore this e-mail');
    expect(mail.html).toContain('Jean');
    expect(mail.html).not.toContain('<b>Batten</b>');
  });
});
