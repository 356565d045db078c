import { describe, expect, it } from '@jest/globals';
import {
  againstTarget,
  interactionTable,
  latestInpReport,
  medianRun,
  parseInpReport,
  shortTarget,
  type InpReport,
} from './interaction';

/** A report as the page's onINP callback records it. */
const recorded = (value: number, target = 'button.add') => ({
  value,
  rating: value <= 200 ? 'good' : 'needs-improvement',
  attribution: { interactionTarget: target, inputDelay: 4, processingDuration: value - 20, presentationDelay: 16 },
});

const report = (valueMs: number, target: string | null = 'button.add'): InpReport => ({
  valueMs,
  rating: valueMs <= 200 ? 'good' : 'needs-improvement',
  target,
  inputDelayMs: 4,
  processingMs: valueMs - 20,
  presentationMs: 16,
});

describe('a web-vitals INP report', () => {
  it('gives the INP with its parts and the element of the slowest interaction', () => {
    expect(parseInpReport(recorded(96))).toEqual(report(96));
  });

  it('keeps the INP when the attribution is missing', () => {
    expect(parseInpReport({ value: 24, rating: 'good' })).toEqual({
      valueMs: 24,
      rating: 'good',
      target: null,
      inputDelayMs: null,
      processingMs: null,
      presentationMs: null,
    });
  });

  it('is nothing without a value (not a report, or web-vitals’ initial -1)', () => {
    expect(parseInpReport(null)).toBeNull();
    expect(parseInpReport('96')).toBeNull();
    expect(parseInpReport({ value: -1 })).toBeNull();
    expect(parseInpReport({ value: Number.NaN })).toBeNull();
  });

  it('of a page is the last one recorded, since web-vitals reports again each time the INP grows', () => {
    expect(latestInpReport([recorded(40, 'button.open'), 'noise', recorded(180, 'label.fr')])).toEqual(
      report(180, 'label.fr'),
    );
    expect(latestInpReport([])).toBeNull();
    expect(latestInpReport(undefined)).toBeNull();
  });
});

describe('the median run', () => {
  it('is the run with the middle INP, failed runs left out', () => {
    expect(medianRun([report(300, 'a'), null, report(90, 'b'), report(120, 'c')])?.target).toBe('c');
    expect(medianRun([null, null])).toBeNull();
  });
});

describe('the target', () => {
  it('is met at 200 ms and under; over it, says by how much', () => {
    expect(againstTarget(200)).toBe('ok');
    expect(againstTarget(263.4)).toBe('+63 ms');
    expect(againstTarget(null)).toBe('-');
  });
});

describe('the element of the slowest interaction', () => {
  it('is told by the last two steps of its selector, without emotion’s generated classes', () => {
    expect(
      shortTarget('div.chakra-card__footer.css-rdx9fk>div.chakra-stack.css-1l1l8g1>button.chakra-button.css-rgct3v'),
    ).toBe('div.chakra-stack>button.chakra-button');
    expect(shortTarget('#radio-group:_r_4_:radio:label:fr')).toBe('#radio-group:_r_4_:radio:label:fr');
    expect(shortTarget(null)).toBe('-');
  });
});

describe('the interaction table', () => {
  it('prints each interaction’s median INP against the target, its runs and the median run’s parts', () => {
    const table = interactionTable([
      {
        name: 'add a dish to the cart',
        route: '/landing/food',
        runs: [report(104), report(96), report(250, 'div.x>div.css-1ab2>button.add')],
        errors: [],
      },
      { name: 'pick a table', route: '/landing/reservation', runs: [null, report(230, 'button.t1'), null], errors: [] },
      { name: 'open a demo page', route: '/dashboards/ecommerce', runs: [report(176, null)], errors: [] },
    ]);
    const [header, rule, first, second, third] = table.split('\n');
    expect(header).toMatch(/^interaction {3,}page {3,}runs/);
    expect(header).toMatch(/^interaction\s+page\s+runs\s+INP\s+target 200 ms\s+INP of each run/);
    expect(rule).toMatch(/^-+( {2}-+)+$/);
    expect(first).toMatch(
      /^add a dish to the cart\s+\/landing\/food\s+3\s+104 ms\s+ok\s+104 96 250\s+4 ms\s+84 ms\s+16 ms {2}button\.add$/,
    );
    expect(second).toMatch(/^pick a table\s+\/landing\/reservation\s+1\s+230 ms\s+\+30 ms\s+- 230 -\s.*button\.t1$/);
    expect(third).toMatch(/^open a demo page\s.*\s176 ms\s.*16 ms {2}\(left the page\)$/);
    expect(table).not.toMatch(/ +$/m);
  });
});
