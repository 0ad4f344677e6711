// The streams part's other process: holds many open availability streams (GET /api/availability/stream, server-sent
// events) as that many browsers' pages would, and notes when each received each `change` event. Run by streams.mjs
// with `node stream-holders.mjs <url> <count>`; it talks over IPC:
//   → { opened }                    every stream answered its first line (or { failed } with why not)
//   ← { firstChangeAfter: moment }  → { arrivals }: per stream, the first `change` after that moment (null: none yet)
/* global performance */
import http from 'node:http';

const [url, countText] = process.argv.slice(2);
const count = Number(countText);
/** Streams opened at once: the API's listen backlog (511) is not overrun. */
const OPEN_BATCH = 200;
const now = () => performance.timeOrigin + performance.now();

/** `change` arrival moments, per stream. */
const changes = [];

/** Opens one stream; settles once the API sent its first line (`retry: …`). */
function open(index) {
  changes[index] = [];
  return new Promise((resolveOpen, rejectOpen) => {
    const request = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        rejectOpen(new Error(`stream ${index} answered ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      let pending = '';
      response.on('data', (chunk) => {
        const at = now();
        pending += chunk;
        const events = pending.split('\n\n');
        pending = events.pop();
        for (const event of events) if (event.startsWith('event: change')) changes[index].push(at);
        resolveOpen();
      });
    });
    request.on('error', rejectOpen);
  });
}

process.on('message', ({ firstChangeAfter }) => {
  process.send({ arrivals: changes.map((moments) => moments.find((moment) => moment >= firstChangeAfter) ?? null) });
});

try {
  for (let first = 0; first < count; first += OPEN_BATCH) {
    await Promise.all(Array.from({ length: Math.min(OPEN_BATCH, count - first) }, (_, offset) => open(first + offset)));
  }
  process.send({ opened: count });
} catch (error) {
  process.send({ failed: error.message });
}
