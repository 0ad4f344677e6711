const base = require('../../backend/jest.config.js');

/**
 * `npm run test:image`: the production image, built once from a clean copy of the committed tree (build-image.ts),
 * run with podman against the machine's PostgreSQL and Redis on this suite's own database and queue prefix.
 */
module.exports = {
  ...base,
  rootDir: '.',
  testMatch: ['<rootDir>/*.spec.ts'],
  globalSetup: '<rootDir>/build-image.ts',
  setupFiles: [],
  testTimeout: 180_000,
};
