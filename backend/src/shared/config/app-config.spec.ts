import { generateKeyPairSync } from 'node:crypto';
import { InvalidConfigError, loadConfig } from './app-config';

/** Every start needs a session secret: none is ever read from the source. */
const secret = { SESSION_SECRET: 'a-locally-generated-secret-of-32-or-more-chars' };

describe('loadConfig', () => {
  it('starts with safe development defaults, the gate off and no proxy trusted', () => {
    const config = loadConfig(secret);
    expect(config.trustProxy).toBe(false);
    expect(config.PORT).toBe(3000);
    expect(config.DEV_ACCESS_PASSWORD).toBeUndefined();
    expect(config.stripeEnabled).toBe(false);
  });

  it('reads and converts the given values', () => {
    const config = loadConfig({ ...secret, PORT: '8080', DEV_ACCESS_PASSWORD: 'open-sesame', SMTP_PORT: '2525' });
    expect(config).toMatchObject({ PORT: 8080, DEV_ACCESS_PASSWORD: 'open-sesame', SMTP_PORT: 2525 });
  });

  it('keeps PUBLIC_URL without a trailing slash, so every link is written as PUBLIC_URL + path', () => {
    expect(loadConfig({ ...secret, PUBLIC_URL: 'https://www.skywardsim.co.uk//' }).PUBLIC_URL).toBe('https://www.skywardsim.co.uk');
    expect(loadConfig({ ...secret, PUBLIC_URL: 'https://www.skywardsim.co.uk' }).PUBLIC_URL).toBe('https://www.skywardsim.co.uk');
  });

  it('treats an empty optional variable as unset', () => {
    expect(loadConfig({ ...secret, DEV_ACCESS_PASSWORD: '' }).DEV_ACCESS_PASSWORD).toBeUndefined();
  });

  it('names every bad variable in one error', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' });
    expect(attempt).toThrow(InvalidConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
    expect(attempt).toThrow(/NODE_ENV/);
  });

  it('refuses to run in production on development secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: must be set in production/);
  });

  it('refuses to start without a session secret in development too (no fallback to a value in the source)', () => {
    expect(() => loadConfig({})).toThrow(/SESSION_SECRET: must be set \(npm start generates one/);
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', () => {
    expect(loadConfig({ ...secret, TRUST_PROXY: 'loopback, uniquelocal' }).trustProxy).toBe('loopback, uniquelocal');
  });

  it('keeps the review e-mails off by default, and needs REVIEW_URL to turn them on', () => {
    const defaults = loadConfig(secret);
    expect(defaults.REVIEW_EMAILS_ENABLED).toBe('false');
    expect(defaults.REVIEW_URL).toBeUndefined();
    expect(() => loadConfig({ ...secret, REVIEW_EMAILS_ENABLED: 'true' })).toThrow(/REVIEW_URL: must be set when REVIEW_EMAILS_ENABLED is true/);
    expect(() => loadConfig({ ...secret, REVIEW_EMAILS_ENABLED: 'yes', REVIEW_URL: 'https://g.page/r/x' })).toThrow(/REVIEW_EMAILS_ENABLED/);
    expect(loadConfig({ ...secret, REVIEW_EMAILS_ENABLED: 'true', REVIEW_URL: 'https://g.page/r/x' }).REVIEW_URL).toBe('https://g.page/r/x');
  });

  it('refuses half a Stripe configuration', () => {
    expect(() => loadConfig({ ...secret, STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/set both or neither/);
  });

  describe('mail provider', () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const dkim = { DKIM_DOMAIN: 'skywardsim.co.uk', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: pem };

    it('refuses a login without its password, and a password without a login', () => {
      expect(() => loadConfig({ ...secret, SMTP_USER: 'postmaster' })).toThrow(/SMTP_USER and SMTP_PASSWORD: set both or neither/);
      expect(() => loadConfig({ ...secret, SMTP_PASSWORD: 'hunter2' })).toThrow(/SMTP_USER and SMTP_PASSWORD: set both or neither/);
      expect(loadConfig({ ...secret, SMTP_USER: 'postmaster', SMTP_PASSWORD: 'hunter2' }).SMTP_USER).toBe('postmaster');
    });

    it('needs a sender address with a domain (every Message-ID is on it)', () => {
      expect(() => loadConfig({ ...secret, MAIL_FROM: 'Skyward Flight Simulation' })).toThrow(/MAIL_FROM: needs an address with a domain/);
      expect(loadConfig({ ...secret, MAIL_FROM: 'hello@skywardsim.co.uk' }).MAIL_FROM).toBe('hello@skywardsim.co.uk');
    });

    it('takes SMTP_SECURE as true or false only', () => {
      expect(loadConfig({ ...secret, SMTP_SECURE: 'true', SMTP_PORT: '465' }).SMTP_SECURE).toBe('true');
      expect(() => loadConfig({ ...secret, SMTP_SECURE: 'yes' })).toThrow(/SMTP_SECURE/);
    });

    it('refuses a certificate authority file that is not there', () => {
      expect(() => loadConfig({ ...secret, SMTP_TLS_CA: '/nonexistent/ca.pem' })).toThrow(/SMTP_TLS_CA: no file at \/nonexistent\/ca.pem/);
    });

    it('signs with DKIM only when all three variables are set, with a key that parses', () => {
      expect(loadConfig({ ...secret, ...dkim }).dkimPrivateKey).toBe(pem);
      expect(() => loadConfig({ ...secret, DKIM_DOMAIN: 'skywardsim.co.uk' })).toThrow(/set all three or none/);
      expect(() => loadConfig({ ...secret, ...dkim, DKIM_PRIVATE_KEY: 'not a key' })).toThrow(/DKIM_PRIVATE_KEY: not a PEM private key/);
    });

    it('reads a DKIM key whose newlines were written as \\n (an environment file of one line)', () => {
      expect(loadConfig({ ...secret, ...dkim, DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n') }).dkimPrivateKey).toBe(pem);
    });
  });
});
