import { describe, expect, it } from '@jest/globals';
import { parsePort } from './parse-port';

describe('PORT', () => {
  it('is 3000 when unset, and any port number when given (0: any free port)', () => {
    expect(parsePort(undefined)).toBe(3000);
    expect(parsePort('8080')).toBe(8080);
    expect(parsePort('0')).toBe(0);
  });

  it('refuses what is not a port number, naming it', () => {
    for (const value of ['http', '65536', '-1', '80.5']) {
      expect(() => parsePort(value)).toThrow(`PORT must be a port number, got "${value}"`);
    }
  });
});
