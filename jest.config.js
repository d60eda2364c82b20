/** One jest run over every workspace; `npm test` selects the projects in turn. */
const tsJest = (tsconfig) => ['ts-jest', { tsconfig, diagnostics: false }];

module.exports = {
  // A global option: jest ignores testTimeout inside a project.
  testTimeout: 90000,
  projects: [
    {
      displayName: 'backend',
      testEnvironment: 'node',
      rootDir: '<rootDir>/backend',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
      transform: { '^.+\\.ts$': tsJest('<rootDir>/tsconfig.test.json') },
      globalSetup: '<rootDir>/test/global-setup.mjs',
      globalTeardown: '<rootDir>/test/global-teardown.mjs',
      setupFiles: ['reflect-metadata'],
    },
    {
      displayName: 'frontend',
      testEnvironment: 'jsdom',
      rootDir: '<rootDir>/frontend',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.tsx?$': tsJest('<rootDir>/tsconfig.test.json') },
      moduleNameMapper: {
        '\\.(css|svg|png|webp|jpg)$': '<rootDir>/test/file-stub.cjs',
        '^swiper/(.*)$': '<rootDir>/test/file-stub.cjs',
        '^@/(.*)$': '<rootDir>/src/$1',
      },
      setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
    },
    {
      displayName: 'admin',
      testEnvironment: 'jsdom',
      rootDir: '<rootDir>/admin',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      // react-admin's keyboard shortcuts come from react-hotkeys-hook, published as ES modules only.
      transform: { '^.+\\.(tsx?|jsx?)$': tsJest('<rootDir>/tsconfig.test.json') },
      transformIgnorePatterns: ['/node_modules/(?!react-hotkeys-hook/)'],
      moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/test/file-stub.cjs' },
      setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      rootDir: '<rootDir>/e2e',
      testMatch: ['<rootDir>/**/*.e2e.ts'],
      transform: { '^.+\\.ts$': tsJest('<rootDir>/tsconfig.json') },
      globalSetup: '<rootDir>/support/global-setup.mjs',
      globalTeardown: '<rootDir>/support/global-teardown.mjs',
    },
  ],
};
