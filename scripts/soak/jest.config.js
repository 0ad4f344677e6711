const base = require('../../backend/jest.config.js');

// Its own database (dropped and migrated at the start) and queue prefix; Redis is its own server (soak-stack.ts).
process.env.DATABASE_URL = process.env.SOAK_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/skyward_soak';
process.env.QUEUE_PREFIX = process.env.SOAK_QUEUE_PREFIX || 'skyward-soak';

/** `npm run soak`: mixed traffic for SOAK_MINUTES while the worker, Redis, Postgres and the API are restarted; then the invariants. */
module.exports = {
  ...base,
  rootDir: '.',
  testMatch: ['<rootDir>/soak.run.ts'],
  globalSetup: undefined,
  setupFiles: ['<rootDir>/../../backend/test/test-env.ts'],
  testTimeout: 3_600_000,
};
