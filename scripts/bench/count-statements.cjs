// Counts the SQL statements a process sends through node-postgres, by text, and writes them (most frequent first) to
// <tmpdir>/statements-<pid>-<script>.json when it exits: how many round trips a booking or an order costs each
// process. A preload, for the bench's processes:
//   BENCH_NODE_ARGS="-r $PWD/scripts/bench/count-statements.cjs" BENCH_ONLY=bookings npm run bench -- --no-build
const Module = require('node:module');
const { writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { basename, join } = require('node:path');

const counts = new Map();
const load = Module._load;
Module._load = function loadCounting(request, ...rest) {
  const loaded = load.call(this, request, ...rest);
  if (request === 'pg' && loaded?.Client && !loaded.Client.prototype.query.counting) {
    const query = loaded.Client.prototype.query;
    loaded.Client.prototype.query = function counted(config, ...args) {
      const text = typeof config === 'string' ? config : config?.text;
      if (text) {
        const statement = text.replace(/\s+/g, ' ').slice(0, 200);
        counts.set(statement, (counts.get(statement) ?? 0) + 1);
      }
      return query.call(this, config, ...args);
    };
    loaded.Client.prototype.query.counting = true;
  }
  return loaded;
};

process.on('exit', () => {
  const file = join(tmpdir(), `statements-${process.pid}-${basename(process.argv[1] ?? 'node')}.json`);
  writeFileSync(file, JSON.stringify([...counts].sort((a, b) => b[1] - a[1]), null, 1));
});
