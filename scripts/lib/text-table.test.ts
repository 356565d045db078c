import { describe, expect, it } from '@jest/globals';
import { textTable } from './text-table';

describe('a text table', () => {
  it('lines names up on the left and figures on the right, under a dashed rule', () => {
    expect(
      textTable(
        ['page', 'INP'],
        [
          ['/landing/food', '96 ms'],
          ['/apps/email', '1,204 ms'],
        ],
      ),
    ).toBe(
      ['page                INP', '-------------  --------', '/landing/food     96 ms', '/apps/email    1,204 ms'].join(
        '\n',
      ),
    );
  });

  it('leaves no trailing spaces when the last column is the names', () => {
    expect(textTable(['page'], [['/a'], ['/longer']]).split('\n')).toEqual(['page', '-------', '/a', '/longer']);
  });

  it('lines other text columns up on the left when asked', () => {
    expect(textTable(['page', 'INP', 'on'], [['/a', '96 ms', 'button.add']], [0, 2]).split('\n')).toEqual([
      'page    INP  on',
      '----  -----  ----------',
      '/a    96 ms  button.add',
    ]);
  });
});
