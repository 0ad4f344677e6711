// Requests/s and p99 of one GET endpoint of the running API against two floors answering the same bytes, each in
// its own process as the API is: an empty NestJS (Express) app from the same node_modules (the framework's floor)
// and a bare node:http server (the machine's).
/* global fetch, Buffer, URL */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { PRODUCT_NODE, root, waitForUrl } from './processes.mjs';

const BARE_SERVER = `
const [payload, type, port] = [Buffer.from(process.argv[1], 'base64'), process.argv[2], Number(process.argv[3])];
require('node:http').createServer((request, response) => {
  response.writeHead(200, { 'Content-Type': type, 'Content-Length': payload.length });
  response.end(payload);
}).listen(port, '127.0.0.1');
`;
const EMPTY_NEST = resolve(root, 'scripts/bench/empty-nest.cjs');

/** One autocannon run from this host's one address, as a proxy or a CDN in front of the API would be. */
const cannon = (url, { connections, seconds }) => autocannon({ url, connections, duration: seconds, pipelining: 1 });

async function measure(url, options) {
  await cannon(url, { ...options, seconds: 2 }); // warm-up: JIT, connection pools, caches
  const result = await cannon(url, options);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

/** Starts a floor server in its own process, measures `path` on it and stops it. */
async function measureFloor(args, port, path, load) {
  const server = spawn(PRODUCT_NODE, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForUrl(`http://127.0.0.1:${port}${path}`);
    return await measure(`http://127.0.0.1:${port}${path}`, load);
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
}

/** Measures `path` on the API, on an empty Nest app and on a bare server (one after the other, on `floorPort`). */
export async function compareWithFloors(base, path, { floorPort, connections, seconds }) {
  const sample = await fetch(`${base}${path}`);
  if (!sample.ok) throw new Error(`GET ${path} answered ${sample.status}`);
  const payload = Buffer.from(await sample.arrayBuffer());
  const type = sample.headers.get('content-type');
  const load = { connections, seconds };
  const api = await measure(`${base}${path}`, load);
  const encoded = payload.toString('base64');
  const pathname = new URL(path, base).pathname;
  const emptyNest = await measureFloor([EMPTY_NEST, encoded, type, String(floorPort), pathname], floorPort, path, load);
  const bare = await measureFloor(['-e', BARE_SERVER, encoded, type, String(floorPort)], floorPort, path, load);
  const figure = (name, { requestsPerSecond, p99 }) => `${name} ${requestsPerSecond.toFixed(0)} req/s p99 ${p99} ms`;
  console.log(
    `GET ${path} (${payload.length} bytes): ${figure('API', api)}, ${figure('empty Nest', emptyNest)}, ${figure('bare', bare)}; ` +
      `non-2xx/errors ${api.bad}/${emptyNest.bad}/${bare.bad}`,
  );
  return {
    path,
    bytes: payload.length,
    api,
    emptyNest,
    bare,
    ofEmptyNest: api.requestsPerSecond / emptyNest.requestsPerSecond,
    ofBare: api.requestsPerSecond / bare.requestsPerSecond,
  };
}
