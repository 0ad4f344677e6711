const base = require('./jest.config.js');

// The fault suite has its own database and queue prefix, so it can run beside the other suites on one machine
// (FAULTS_QUEUE_PREFIX for two fault runs at once: set-up deletes every key of the prefix).
process.env.DATABASE_URL = process.env.FAULTS_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/skyward_faults';
process.env.QUEUE_PREFIX = process.env.FAULTS_QUEUE_PREFIX || 'skyward-faults';

/** `npm run test:faults`: outages and crashes staged against the real services and the built API and worker. */
module.exports = {
  ...base,
  testMatch: ['<rootDir>/test/faults/**/*.fault.ts'],
  testTimeout: 120000,
};
