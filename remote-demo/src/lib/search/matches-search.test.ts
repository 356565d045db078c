import { matchesSearch } from './matches-search';

describe('matchesSearch', () => {
  it.each([
    ['an empty search matches everything', '', ['Ana'], true],
    ['only spaces match everything', '   ', ['Ana'], true],
    ['a part of one text', 'dev', ['Ana', 'Web developer'], true],
    ['ignores letter case', 'ANA', ['ana lopez'], true],
    ['ignores accents both ways', 'zoe', ['Zoë'], true],
    ['ignores surrounding spaces', '  lop ', ['Ana Lopez'], true],
    ['nothing matching', 'xyz', ['Ana', 'Designer'], false],
  ])('%s', (_case, query, texts, expected) => {
    expect(matchesSearch(query, texts)).toBe(expected);
  });
});
