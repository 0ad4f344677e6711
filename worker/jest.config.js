const base = require('../backend/jest.config.js');

/** The worker's tests run against the real Postgres, Redis and an in-process SMTP server. */
module.exports = {
  ...base,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  globalSetup: '<rootDir>/../backend/test/global-setup.ts',
  setupFiles: ['<rootDir>/../backend/test/test-env.ts'],
};
