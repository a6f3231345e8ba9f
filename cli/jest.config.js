/** CLI tests: the built `platform` binary run as a child process against one real Strapi (the cms test harness). */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/../testing/node-environment.cjs',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/../cms/test/tsconfig.json' }] },
  globalSetup: '<rootDir>/../cms/test/global-setup.ts',
  globalTeardown: '<rootDir>/../cms/test/global-teardown.ts',
  testTimeout: 60_000,
};
