// temporary (not committed): profile the API under read load
import autocannon from 'autocannon';
import { fillShop, openSlots } from './bench/catalogue.mjs';
import { BUILT, dropDatabase, productionEnv, run, startApi } from './bench/processes.mjs';
const databaseUrl = 'postgres://postgres@127.0.0.1:5432/skyward_prof';
const port = 3400;
const env = productionEnv({ port, databaseUrl, queuePrefix: 'skyward-prof', smtpPort: 1399 });
Object.assign(env, Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('X_'))));
const mode = process.argv[2] ?? 'products';
const prof = process.argv[3] === 'prof';
await dropDatabase(databaseUrl);
await run(process.execPath, [BUILT.migrate], env);
await run(process.execPath, ['backend/dist/shared/database/seed.js'], env);
await fillShop(databaseUrl);
const api = await startApi(env, prof ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []);
const base = `http://127.0.0.1:${port}`;
const [day] = await openSlots(base, 1, 7);
const path = mode === 'products' ? '/api/products' : `/api/availability?date=${day.date}&sessionType=tryandfly`;
await autocannon({ url: base + path, connections: 10, duration: 2 });
const r = await autocannon({ url: base + path, connections: 10, duration: Number(process.argv[4] ?? 8) });
console.log(path, Math.round(r.requests.average), 'req/s p99', r.latency.p99, 'non2xx', r.non2xx);
if (process.argv[5] === 'empty') {
  const { spawn } = await import('node:child_process');
  const payload = Buffer.from(await (await fetch(base + path)).arrayBuffer()).toString('base64');
  const p = spawn(process.execPath, ['scripts/bench/empty-nest.cjs', payload, 'application/json; charset=utf-8', '3401', new URL(path, base).pathname], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 2500));
  await autocannon({ url: 'http://127.0.0.1:3401' + path, connections: 10, duration: 2 });
  const e = await autocannon({ url: 'http://127.0.0.1:3401' + path, connections: 10, duration: Number(process.argv[4] ?? 8) });
  console.log('empty nest', Math.round(e.requests.average), 'req/s p99', e.latency.p99);
  p.kill();
}
await api.stop();
