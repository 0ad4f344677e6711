import { passwordLinkMail } from './account-mails';

describe('password link e-mails', () => {
  const brand = {
    siteName: 'Skyward Flight Simulation',
    staffEmail: 'hello@skywardsim.co.uk',
    publicUrl: 'https://skywardsim.co.uk',
  };
  const input = {
    key: 'account:password-link:e1',
    email: 'jean@example.com',
    name: 'Jean <b>Batten</b>',
    token: 'TOKEN_abc-123',
    expiresAt: new Date('2026-07-08T09:00:00Z'),
  };

  it('gives a new account its sign-in address and a set-password link, never a password', () => {
    const mail = passwordLinkMail({ ...input, purpose: 'set-password' }, brand);
    expect(mail).toMatchObject({
      key: 'account:password-link:e1',
      to: 'jean@example.com',
      subject: 'Set your password - Skyward Flight Simulation',
    });
    expect(mail.text).toContain('Sign-in address: jean@example.com');
    expect(mail.text).toContain('https://skywardsim.co.uk/reset-password#token=TOKEN_abc-123');
    expect(mail.text).toContain('until 8 July 2026 at 10:00 (UK time)');
    expect(mail.html).toContain('href="https://skywardsim.co.uk/reset-password#token=TOKEN_abc-123"');
  });

  it('words a reset differently and escapes what the customer typed', () => {
    const mail = passwordLinkMail({ ...input, purpose: 'reset-password' }, brand);
    expect(mail.subject).toBe('Reset your password - Skyward Flight Simulation');
    expect(mail.text).toContain('If you did not ask for this, you can ignore this e-mail');
    expect(mail.html).toContain('Jean');
    expect(mail.html).not.toContain('<b>Batten</b>');
  });
});
