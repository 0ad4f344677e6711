import { readFileSync } from 'node:fs';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { AppConfig } from '../../config/app-config';

/**
 * How long the transport waits for the server to connect, greet, and answer each step. A server that holds its
 * answer fails the attempt after SOCKET_TIMEOUT_MS of silence, well inside a send claim's lease (send-claims.ts).
 */
const CONNECTION_TIMEOUT_MS = 30_000;
const SOCKET_TIMEOUT_MS = 60_000;

/**
 * Nodemailer's options for the provider the configuration names: a pool of open connections (one per e-mail job
 * running at once, no handshake per message), AUTH, implicit TLS or STARTTLS, and DKIM signing.
 */
export function smtpTransportOptions(config: AppConfig, maxConnections: number): SMTPPool.Options {
  const auth = config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD } : undefined;
  const secure = config.SMTP_SECURE === 'true';
  return {
    pool: true,
    maxConnections,
    maxMessages: Infinity,
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure,
    // A password never crosses the network in clear: with credentials a plain connection must upgrade by STARTTLS.
    requireTLS: Boolean(auth) && !secure,
    // Development's mail catcher speaks plain SMTP; production (or any login) upgrades whenever the server offers it.
    ignoreTLS: !auth && !config.isProduction,
    auth,
    tls: config.SMTP_TLS_CA ? { ca: readFileSync(config.SMTP_TLS_CA) } : undefined,
    dkim: config.DKIM_DOMAIN
      ? {
          domainName: config.DKIM_DOMAIN,
          keySelector: config.DKIM_SELECTOR as string,
          privateKey: config.dkimPrivateKey as string,
        }
      : undefined,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  };
}
