import { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Client } from 'pg';
import { E2E, baseUrl, gatedBaseUrl, serverEnv } from './support/environment';
import { run, startProcess, waitForUrl } from './support/processes';

/**
 * Starts the stack the browser tests drive: a fresh database, the built API serving the built site
 * (once with the gate off, once with it on), the worker and MailDev as the SMTP sink.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const built of ['backend/dist/main.js', 'worker/dist/worker/src/main.js', 'frontend/dist/index.html']) {
    if (!existsSync(resolve(E2E.root, built))) throw new Error(`${built} is missing: run the build first (npm run build)`);
  }
  const admin = new Client({ connectionString: E2E.maintenanceDatabaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${E2E.databaseName}" WITH (FORCE)`);
  await admin.end();

  const env = serverEnv();
  for (const script of ['backend/dist/shared/database/migrate.js', 'backend/dist/shared/database/seed.js']) {
    if (!existsSync(resolve(E2E.root, script))) continue;
    const result = await run('node', [script], env);
    if (result.code !== 0) throw new Error(`${script} failed:\n${result.output}`);
  }

  const processes: ChildProcess[] = [
    startProcess('maildev', resolve(E2E.root, 'node_modules/.bin/maildev'), ['--smtp', String(E2E.smtpPort), '--web', String(E2E.mailboxPort), '--ip', '127.0.0.1', '--silent'], env),
    startProcess('api', 'node', ['backend/dist/main.js'], env),
    startProcess('api-gated', 'node', ['backend/dist/main.js'], serverEnv({ PORT: String(E2E.gatedApiPort), DEV_ACCESS_PASSWORD: E2E.devAccessPassword })),
    startProcess('worker', 'node', ['worker/dist/worker/src/main.js'], env),
  ];
  await Promise.all([
    waitForUrl(`http://127.0.0.1:${E2E.mailboxPort}/email`),
    waitForUrl(`${baseUrl}/api/health/ready`),
    waitForUrl(`${gatedBaseUrl}/api/health/ready`),
  ]);

  return async () => {
    for (const child of processes) {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }
  };
}
