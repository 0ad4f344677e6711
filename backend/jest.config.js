/** Unit specs beside the code and integration tests in test/, all with SWC (decorator metadata on). */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  transform: {
    '/node_modules/(@noble|@scure)/.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2022',
        },
      },
    ],
  },
  // otplib's audited helpers (@noble/hashes, @scure/base) ship as ES modules only: SWC turns them into CommonJS for Jest
  // (Node itself loads them with require()).
  transformIgnorePatterns: ['/node_modules/(?!.*/node_modules/)(?!(@noble|@scure)/)'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  setupFiles: ['<rootDir>/test/test-env.ts'],
  testTimeout: 30000,
  // Files run in parallel, each worker on its own database and queue prefix (test/test-env.ts): most of a suite's time
  // is spent waiting on Postgres, Redis and timers, so two workers pay even on two cores.
  maxWorkers: 2,
  // The fault tests cut TCP connections under live pools; their half-closed sockets must not hold the run open.
  forceExit: true,
};
