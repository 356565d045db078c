import { describe, expect, it } from '@jest/globals';
import { REFERENCE_CPU_SCORE, scaled, timeScale } from './machine';

describe("a test run's time limits", () => {
  it('are the reference ones on a machine as fast as the reference, or faster', () => {
    expect(timeScale({ cpuScore: REFERENCE_CPU_SCORE }, {})).toBe(1);
    expect(timeScale({ cpuScore: REFERENCE_CPU_SCORE * 3 }, {})).toBe(1);
  });

  it('grow with how much slower this machine measured, up to a ceiling', () => {
    expect(timeScale({ cpuScore: REFERENCE_CPU_SCORE / 2.5 }, {})).toBe(2.5);
    expect(timeScale({ cpuScore: 1 }, {})).toBe(6);
  });

  it('follow TEST_TIME_SCALE when it is set to a factor of 1 or more', () => {
    expect(timeScale({ cpuScore: REFERENCE_CPU_SCORE }, { TEST_TIME_SCALE: '3' })).toBe(3);
    expect(timeScale({ cpuScore: REFERENCE_CPU_SCORE }, { TEST_TIME_SCALE: '0.1' })).toBe(1);
    expect(timeScale({ cpuScore: REFERENCE_CPU_SCORE }, { TEST_TIME_SCALE: 'fast' })).toBe(1);
  });

  it('are multiplied by the factor npm test hands down to its runners', () => {
    expect(scaled(45_000, { TEST_TIME_SCALE: '2' })).toBe(90_000);
    expect(scaled(45_000, {})).toBe(45_000);
  });
});
