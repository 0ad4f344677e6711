// Requests/s and p99 of one GET endpoint of the running API against a bare node:http server answering the same bytes.
/* global fetch, Buffer */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';
import { waitForUrl } from './processes.mjs';

// The same payload from a bare node:http server in its own process (as the API is): the ceiling for it on this machine.
const BARE_SERVER = `
const [payload, type, port] = [Buffer.from(process.argv[1], 'base64'), process.argv[2], Number(process.argv[3])];
require('node:http').createServer((request, response) => {
  response.writeHead(200, { 'Content-Type': type, 'Content-Length': payload.length });
  response.end(payload);
}).listen(port, '127.0.0.1');
`;

const CLIENT_ADDRESSES = 1000;

/**
 * One autocannon run. Requests come from 1000 client addresses in turn (X-Forwarded-For, trusted from loopback),
 * as from many visitors: the API's per-address rate limit (600 a minute) is not what is measured.
 */
function cannon(url, { connections, seconds }) {
  let next = 0;
  const setupRequest = (request) => {
    next = (next + 1) % CLIENT_ADDRESSES;
    return { ...request, headers: { ...request.headers, 'x-forwarded-for': `10.1.${next >> 8}.${next & 255}` } };
  };
  return autocannon({ url, connections, duration: seconds, pipelining: 1, requests: [{ method: 'GET', setupRequest }] });
}

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

/** Measures `path` on the API, then the same bytes from a bare server on `barePort`; returns both and their ratio. */
export async function compareWithBare(base, path, { barePort, connections, seconds }) {
  const sample = await fetch(`${base}${path}`);
  if (!sample.ok) throw new Error(`GET ${path} answered ${sample.status}`);
  const payload = Buffer.from(await sample.arrayBuffer());
  const bare = spawn(
    process.execPath,
    ['-e', BARE_SERVER, payload.toString('base64'), sample.headers.get('content-type'), String(barePort)],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    await waitForUrl(`http://127.0.0.1:${barePort}/`);
    const api = await measure(`${base}${path}`, { connections, seconds });
    const ceiling = await measure(`http://127.0.0.1:${barePort}${path}`, { connections, seconds });
    console.log(
      `GET ${path} (${payload.length} bytes): API ${api.requestsPerSecond.toFixed(0)} req/s p99 ${api.p99} ms, ` +
        `bare ${ceiling.requestsPerSecond.toFixed(0)} req/s p99 ${ceiling.p99} ms, non-2xx/errors ${api.bad}/${ceiling.bad}`,
    );
    return { path, bytes: payload.length, api, bare: ceiling, ratio: api.requestsPerSecond / ceiling.requestsPerSecond };
  } finally {
    bare.kill('SIGTERM');
    await once(bare, 'exit');
  }
}
