/** API tests against a real Strapi (one instance for the run, started in global-setup) on SQLite or PostgreSQL. */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/../testing/node-environment.cjs',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // *.pg.test.ts need PostgreSQL itself (two job runners on one database): only in the PostgreSQL run.
  testPathIgnorePatterns: [
    '<rootDir>/.tmp/',
    '<rootDir>/dist/',
    '<rootDir>/node_modules/',
    ...(process.env.DATABASE_CLIENT === 'postgres' ? [] : ['\\.pg\\.test\\.ts$']),
  ],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/test/tsconfig.json' }] },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30_000,
};
