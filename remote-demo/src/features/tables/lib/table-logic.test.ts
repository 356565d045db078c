import { clampPage, filterRows, pageCount, pageOf, sortRows, type PageSize } from './table-logic';

const rows = [
  { id: 1, name: 'Chloé', amount: 30 },
  { id: 2, name: 'ana', amount: 5 },
  { id: 3, name: 'Bao', amount: 12 },
];

describe('table logic', () => {
  it.each([
    ['name', 'asc', [2, 3, 1]],
    ['name', 'desc', [1, 3, 2]],
    ['amount', 'asc', [2, 3, 1]],
    ['amount', 'desc', [1, 3, 2]],
  ] as const)('sorts by %s %s without changing the original list', (key, direction, ids) => {
    expect(sortRows(rows, key, direction).map((row) => row.id)).toEqual(ids);
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it.each([
    ['', [1, 2, 3]],
    ['  ', [1, 2, 3]],
    ['chloe', [1]],
    ['A', [2, 3]],
    ['zzz', []],
  ])('filters on %j ignoring case and accents', (query, ids) => {
    expect(filterRows(rows, query, ['name']).map((row) => row.id)).toEqual(ids);
  });

  it.each<[number, PageSize, number]>([
    [42, 5, 9],
    [42, 10, 5],
    [42, 25, 2],
    [42, 'all', 1],
    [0, 10, 1],
  ])('%i rows at %s per page make %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it.each<[number, PageSize, number[], number, number]>([
    [0, 2, [1, 2], 1, 2],
    [1, 2, [3], 3, 3],
    [7, 2, [3], 3, 3],
    [0, 'all', [1, 2, 3], 1, 3],
  ])('page %i at %s per page shows %j (%i–%i)', (page, size, ids, from, to) => {
    const result = pageOf(rows, page, size);
    expect(result.rows.map((row) => row.id)).toEqual(ids);
    expect([result.from, result.to]).toEqual([from, to]);
  });

  it('clamps a page past the end to the last page', () => {
    expect(clampPage(9, 42, 10)).toBe(4);
    expect(clampPage(-1, 42, 10)).toBe(0);
  });

  it('shows an empty range for an empty list', () => {
    expect(pageOf([], 0, 5)).toEqual({ rows: [], from: 0, to: 0 });
  });
});
