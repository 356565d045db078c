/** Unit and component tests of the reservation remote: ts-jest (transpile only, tsc checks types) in jsdom. */
module.exports = {
  displayName: 'remote-reservation',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  moduleNameMapper: {
    '\\.(css|less|svg|png|jpg|webp)$': 'identity-obj-proxy',
  },
};
