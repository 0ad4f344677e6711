import { createHash, generateKeyPairSync } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { createTransport } from 'nodemailer';
import { TestSmtpServer } from '../../backend/test/test-smtp';
import { loadConfig } from '../../backend/src/shared/config/app-config';
import { EmailDelivery } from '../../backend/src/shared/mail/delivery/email-delivery';
import { smtpTransportOptions } from '../../backend/src/shared/mail/delivery/smtp-transport';
import { obliterateQueues } from './test-queues';
import { startEmailWorker } from './email-worker';
import { ProviderSmtpServer, TestCertificate } from './provider-smtp';

const LOGIN = { user: 'skyward-mailer', password: 'a-provider-app-password' };
const DKIM_DOMAIN = 'skywardsim.co.uk';
const DKIM_SELECTOR = 'mail2026';
const dkimKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });

/** DNS as the provider's receivers see it: the selector's TXT record publishes this run's public key. */
async function dnsWithTheDkimRecord(name: string, rrtype: string): Promise<string[][]> {
  if (rrtype === 'TXT' && name === `${DKIM_SELECTOR}._domainkey.${DKIM_DOMAIN}`) {
    const publicKey = dkimKeys.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    return [[`v=DKIM1; k=rsa; p=${publicKey}`]];
  }
  throw Object.assign(new Error(`no ${rrtype} record for ${name}`), { code: 'ENOTFOUND' });
}

const mail = (key: string, to: string) => ({
  key,
  to,
  subject: 'Your booking is confirmed',
  text: 'See you soon.',
  html: '<p>See you soon.</p>',
});

describe('e-mail through a provider: AUTH over TLS, DKIM-signed', () => {
  const certificate = new TestCertificate();
  const secret = { SESSION_SECRET: process.env.SESSION_SECRET as string };

  afterAll(() => certificate.remove());

  describe('the worker on implicit TLS (port 465 style) with a login and DKIM', () => {
    const provider = new ProviderSmtpServer({ implicitTls: true, certificate, ...LOGIN });
    let worker: INestApplicationContext;

    beforeAll(async () => {
      Object.assign(process.env, {
        QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}-provider-${Date.now()}`,
        SMTP_PORT: String(await provider.start()),
        SMTP_SECURE: 'true',
        SMTP_USER: LOGIN.user,
        SMTP_PASSWORD: LOGIN.password,
        SMTP_TLS_CA: certificate.certFile,
        DKIM_DOMAIN,
        DKIM_SELECTOR,
        DKIM_PRIVATE_KEY: dkimKeys.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      });
      worker = await startEmailWorker();
    });
    afterAll(async () => {
      await worker.close();
      await obliterateQueues(process.env.QUEUE_PREFIX as string);
      await provider.stop();
    });

    it('logs in over TLS and sends a message whose DKIM signature verifies against the published key', async () => {
      const key = `provider:${Date.now()}:confirmation`;
      await expect(worker.get(EmailDelivery).deliverEachOnce([mail(key, 'ada@example.com')], 'job:provider-1')).resolves.toBe(1);

      expect(provider.received).toHaveLength(1);
      const [delivery] = provider.received;
      expect(delivery).toMatchObject({ user: LOGIN.user, overTls: true });
      expect(delivery.mail.messageId).toBe(`<${createHash('sha256').update(key).digest('hex')}@skywardsim.co.uk>`);
      const verified = await dkimVerify(delivery.raw, { resolver: dnsWithTheDkimRecord });
      expect(verified.results).toHaveLength(1);
      expect(verified.results[0]).toMatchObject({
        signingDomain: DKIM_DOMAIN,
        selector: DKIM_SELECTOR,
        status: { result: 'pass' },
      });
    });

    it('a signature fails against any other key: the check is real', async () => {
      const key = `provider:${Date.now()}:other-key`;
      await worker.get(EmailDelivery).deliverEachOnce([mail(key, 'grace@example.com')], 'job:provider-2');
      const delivery = provider.received.find((received) => received.mail.headers.get('x-skyward-mail-key') === key)!;
      const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
        .publicKey.export({ format: 'der', type: 'spki' })
        .toString('base64');
      const verified = await dkimVerify(delivery.raw, { resolver: async () => [[`v=DKIM1; k=rsa; p=${otherKey}`]] });
      expect(verified.results[0].status.result).toBe('fail');
    });
  });

  /** The transport the worker builds, straight through nodemailer: one message per case, no worker needed. */
  async function sendThrough(env: Record<string, string>): Promise<void> {
    const transport = createTransport(smtpTransportOptions(loadConfig({ ...secret, ...env }), 1));
    try {
      await transport.sendMail({ from: 'hello@skywardsim.co.uk', to: 'ada@example.com', subject: 'Hello', text: 'Hello.' });
    } finally {
      transport.close();
    }
  }

  it('upgrades a plain connection with STARTTLS before logging in (port 587 style)', async () => {
    const provider = new ProviderSmtpServer({ implicitTls: false, certificate, ...LOGIN });
    const port = await provider.start();
    try {
      await sendThrough({
        SMTP_PORT: String(port),
        SMTP_USER: LOGIN.user,
        SMTP_PASSWORD: LOGIN.password,
        SMTP_TLS_CA: certificate.certFile,
      });
      expect(provider.received).toHaveLength(1);
      expect(provider.received[0]).toMatchObject({ user: LOGIN.user, overTls: true });
    } finally {
      await provider.stop();
    }
  });

  it('with a login, refuses a server that offers no STARTTLS rather than send the password in clear', async () => {
    const plain = new TestSmtpServer();
    const port = await plain.start();
    try {
      await expect(
        sendThrough({ SMTP_PORT: String(port), SMTP_USER: LOGIN.user, SMTP_PASSWORD: LOGIN.password }),
      ).rejects.toMatchObject({ code: 'ETLS' });
      expect(plain.received).toHaveLength(0);
    } finally {
      await plain.stop();
    }
  });

  it('refuses a certificate no trusted authority signed (verification stays on; SMTP_TLS_CA names a private one)', async () => {
    const provider = new ProviderSmtpServer({ implicitTls: true, certificate, ...LOGIN });
    const port = await provider.start();
    try {
      const attempt = sendThrough({
        SMTP_PORT: String(port),
        SMTP_SECURE: 'true',
        SMTP_USER: LOGIN.user,
        SMTP_PASSWORD: LOGIN.password,
      });
      await expect(attempt).rejects.toThrow(/self-signed certificate/);
      expect(provider.received).toHaveLength(0);
    } finally {
      await provider.stop();
    }
  });
});
