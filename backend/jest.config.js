/** Unit specs beside the code and integration tests in test/, all with SWC (decorator metadata on). */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  transform: {
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
  globalSetup: '<rootDir>/test/global-setup.ts',
  setupFiles: ['<rootDir>/test/test-env.ts'],
  testTimeout: 30000,
  // The fault tests cut TCP connections under live pools; their half-closed sockets must not hold the run open.
  forceExit: true,
};
