/** One jest run over every workspace; `npm test` selects the projects in turn. */
const tsJest = (tsconfig) => ['ts-jest', { tsconfig, diagnostics: false }];
// Every app runs the contract from its TypeScript source, so its tests never wait for contract's build.
const contractSource = { '^contract$': '<rootDir>/../contract/src/index.ts' };
// otplib's base32 and HMAC plugins depend on @scure/base and @noble/hashes, published as ES modules only: Node
// (20.19+) requires them natively, jest's module runtime does not, so the backend and journey tests compile them.
const esmOnlyDependencies = {
  transform: { '^.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'CommonJS', isolatedModules: true }, diagnostics: false }] },
  transformIgnorePatterns: ['/node_modules/(?!(@scure|@noble|@otplib)/)'],
};

module.exports = {
  // A global option: jest ignores testTimeout inside a project.
  testTimeout: 90000,
  // Jest's default on two cores is one worker; the backend suites wait on PostgreSQL and the app most of the
  // time, and three workers finish the backend and admin suites in about 60 % of the time (the journeys stay in band).
  maxWorkers: 3,
  projects: [
    {
      displayName: 'contract',
      testEnvironment: 'node',
      rootDir: '<rootDir>/contract',
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
      transform: { '^.+\\.ts$': tsJest('<rootDir>/tsconfig.json') },
    },
    {
      displayName: 'backend',
      testEnvironment: 'node',
      rootDir: '<rootDir>/backend',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
      transform: { '^.+\\.ts$': tsJest('<rootDir>/tsconfig.test.json'), ...esmOnlyDependencies.transform },
      transformIgnorePatterns: esmOnlyDependencies.transformIgnorePatterns,
      globalSetup: '<rootDir>/test/global-setup.mjs',
      globalTeardown: '<rootDir>/test/global-teardown.mjs',
      setupFiles: ['reflect-metadata'],
      moduleNameMapper: contractSource,
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
        ...contractSource,
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
      moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/test/file-stub.cjs', ...contractSource },
      setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      rootDir: '<rootDir>/e2e',
      testMatch: ['<rootDir>/**/*.e2e.ts'],
      transform: { '^.+\\.ts$': tsJest('<rootDir>/tsconfig.json'), ...esmOnlyDependencies.transform },
      transformIgnorePatterns: esmOnlyDependencies.transformIgnorePatterns,
      moduleNameMapper: contractSource,
      globalSetup: '<rootDir>/support/global-setup.mjs',
      globalTeardown: '<rootDir>/support/global-teardown.mjs',
      setupFiles: ['<rootDir>/support/worker-app.cjs'],
    },
  ],
};
