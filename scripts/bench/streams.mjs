// Live availability at scale: many open availability streams on the one API process (held by a process of their
// own, stream-holders.mjs, as that many browsers would), then holds placed on the day they watch, one at a time: the
// time from placing each hold until every stream has its `change` event, and the API's memory per open stream.
/* global performance */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { placeHold } from './bookings.mjs';
import { openSlots } from './catalogue.mjs';
import { percentile } from './sales.mjs';
import { root, sleep } from './processes.mjs';

/** Holds placed while the streams are open, one after another: each is a sample of every stream. */
const HOLDS = 5;
/** How long a hold's change may take to reach every stream before the missing ones are counted. */
const WAIT_MS = 10_000;
const now = () => performance.timeOrigin + performance.now();

/** Resident memory of a process, in bytes (/proc, Linux). */
const rss = (pid) => 1024 * Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

/** The next message from the holders' process that has `key`. */
const reply = async (holders, key) => {
  for (;;) {
    const [message] = await once(holders, 'message');
    if (message.failed) throw new Error(`the stream holders failed: ${message.failed}`);
    if (key in message) return message[key];
  }
};

/** `count` open slots on one day: the first day that still has that many (the bookings part before fills the first days). */
async function oneDaysOpenSlots(base, count) {
  for (let fromDay = 3; fromDay < 360; fromDay++) {
    const slots = await openSlots(base, count, fromDay);
    if (slots.every((slot) => slot.date === slots[0].date)) return slots;
  }
  throw new Error(`no day in the next year has ${count} open slots`);
}

export async function benchStreams(base, { streams, apiPid }) {
  const sameDay = await oneDaysOpenSlots(base, HOLDS);
  const day = sameDay[0].date;
  const holders = fork(resolve(root, 'scripts/bench/stream-holders.mjs'), [`${base}/api/availability/stream?days=${day}`, String(streams)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const before = rss(apiPid);
    await reply(holders, 'opened');
    await sleep(1000); // the API settles after the burst of openings
    const bytesPerStream = (rss(apiPid) - before) / streams;

    const delays = [];
    let missed = 0;
    const run = Date.now().toString(36);
    for (const [index, slot] of sameDay.entries()) {
      const placed = now();
      await placeHold(base, slot, `bench.${run}.streams.${index}@example.com`);
      let arrivals;
      do {
        await sleep(50);
        holders.send({ firstChangeAfter: placed });
        arrivals = await reply(holders, 'arrivals');
      } while (arrivals.includes(null) && now() - placed < WAIT_MS);
      for (const arrival of arrivals) if (arrival === null) missed += 1; else delays.push(arrival - placed);
      await sleep(500); // a hold's later changes (its payment intent recorded) pass before the next is placed
    }
    const result = { streams, holds: sameDay.length, bytesPerStream, p50: percentile(delays, 50), p99: percentile(delays, 99), max: Math.max(...delays), missed };
    console.log(
      `${streams} open streams: ${(bytesPerStream / 1024).toFixed(1)} kB of API memory each; ${sameDay.length} holds reached every stream ` +
        `in p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, max ${result.max.toFixed(0)} ms (${missed} stream events missing)`,
    );
    return result;
  } finally {
    if (holders.exitCode === null && holders.signalCode === null) {
      holders.kill();
      await once(holders, 'exit');
    }
  }
}
