import { resolve } from 'node:path';

/** Ports and settings of the e2e stack: its own database, queue prefix, API ports and dev mailbox. */
export const E2E = {
  root: resolve(__dirname, '../..'),
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/skyward_e2e',
  apiPort: 3100,
  gatedApiPort: 3101,
  smtpPort: 1125,
  mailboxPort: 1180,
  devAccessPassword: 'cleared-for-takeoff',
  adminEmail: 'admin@skywardsim.co.uk',
  adminPassword: 'e2e-admin-password-123',
} as const;

export const baseUrl = `http://127.0.0.1:${E2E.apiPort}`;
export const gatedBaseUrl = `http://127.0.0.1:${E2E.gatedApiPort}`;

/** Environment of the API and worker processes under test. */
export function serverEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'development',
    DATABASE_URL: E2E.databaseUrl,
    REDIS_URL: 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: 'skyward-e2e',
    SMTP_PORT: String(E2E.smtpPort),
    PUBLIC_URL: baseUrl,
    ADMIN_EMAIL: E2E.adminEmail,
    ADMIN_PASSWORD: E2E.adminPassword,
    UPLOADS_DIR: resolve(E2E.root, 'var/e2e-uploads'),
    LOG_LEVEL: 'warn',
    PORT: String(E2E.apiPort),
    ...extra,
  };
}
