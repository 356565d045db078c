import { describe, expect, it } from '@jest/globals';
import {
  budgetRows,
  FIRST_LOAD_OWN_BUDGET,
  FIRST_LOAD_TOTAL_BUDGET,
  firstLoadFigures,
  overBudget,
  type FirstLoadFigures,
} from './first-load-budget';

const page = (gzipBytes: number, ownGzipBytes: number): FirstLoadFigures => ({
  route: '/landing/food',
  files: 12,
  gzipBytes,
  ownGzipBytes,
  ownGzipBytesByKind: { glue: ownGzipBytes - 1024, texts: 512, code: 512 },
  unmappedFiles: [],
  perFile: [],
});

describe('the first-load byte budget', () => {
  it('passes a page within 320 KB in all and 40 KB of own code, to the byte', () => {
    expect(overBudget(page(FIRST_LOAD_TOTAL_BUDGET, FIRST_LOAD_OWN_BUDGET))).toEqual([]);
    expect(budgetRows([page(FIRST_LOAD_TOTAL_BUDGET, FIRST_LOAD_OWN_BUDGET)])[0]?.at(-1)).toBe('ok');
  });

  it('names each budget a page is over, and by how much', () => {
    expect(overBudget(page(FIRST_LOAD_TOTAL_BUDGET + 2048, FIRST_LOAD_OWN_BUDGET + 512))).toEqual([
      '/landing/food: 322.0 KB of JS in all, 2.0 KB over 320.0 KB',
      '/landing/food: 40.5 KB of own code, 0.5 KB over 40.0 KB',
    ]);
    expect(budgetRows([page(100 * 1024, FIRST_LOAD_OWN_BUDGET + 1)])[0]).toEqual([
      '/landing/food',
      '12',
      '100.0 KB',
      '60.0 KB',
      '40.0 KB',
      '39.0 KB',
      '0.5 KB',
      '0.5 KB',
      'OVER',
    ]);
  });

  it('counts a file without a source map as own code, gzip -9 of what was served', () => {
    // no dist file has this name, so no map beside it: nothing shows the bytes are a library's
    const body = Buffer.from(`console.log(${JSON.stringify('x'.repeat(2000))});`);
    const figures = firstLoadFigures('/landing/homepage', [{ url: 'http://127.0.0.1/no-such-file.js', body }]);
    expect(figures.files).toBe(1);
    expect(figures.gzipBytes).toBeGreaterThan(0);
    expect(figures.gzipBytes).toBeLessThan(body.length);
    expect(figures.ownGzipBytes).toBe(figures.gzipBytes);
    expect(figures.ownGzipBytesByKind).toEqual({ glue: 0, texts: 0, code: figures.gzipBytes });
    expect(figures.unmappedFiles).toEqual(['/no-such-file.js']);
    expect(figures.perFile).toEqual([
      { path: '/no-such-file.js', gzipBytes: figures.gzipBytes, ownGzipBytes: figures.gzipBytes },
    ]);
  });
});
