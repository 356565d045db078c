import {
  canMoveAll,
  canMoveSelected,
  moveAll,
  moveSelected,
  toggleAll,
  type Side,
  type TransferState,
} from './transfer-list';

const start: TransferState = { left: ['a', 'b', 'c'], right: ['d'] };

describe('transfer list transitions', () => {
  it.each<[string, Side, string[], TransferState]>([
    ['moves the selected items right, in their order', 'left', ['c', 'a'], { left: ['b'], right: ['d', 'a', 'c'] }],
    ['moves the selected items left', 'right', ['d'], { left: ['a', 'b', 'c', 'd'], right: [] }],
    ['ignores selected items that sit on the other side', 'left', ['d', 'b'], { left: ['a', 'c'], right: ['d', 'b'] }],
    ['changes nothing when nothing on that side is selected', 'right', ['a'], start],
    ['changes nothing when the selection is empty', 'left', [], start],
  ])('%s', (_, from, selected, expected) => {
    expect(moveSelected(start, from, selected)).toEqual(expected);
  });

  it.each<[Side, TransferState]>([
    ['left', { left: [], right: ['d', 'a', 'b', 'c'] }],
    ['right', { left: ['a', 'b', 'c', 'd'], right: [] }],
  ])('moves everything from the %s side', (from, expected) => {
    expect(moveAll(start, from)).toEqual(expected);
  });

  it.each<[string, TransferState, Side, string[], boolean]>([
    ['an item of that side is selected', start, 'left', ['b'], true],
    ['only items of the other side are selected', start, 'left', ['d'], false],
    ['nothing is selected', start, 'right', [], false],
  ])('move selected is possible only when %s', (_, state, from, selected, possible) => {
    expect(canMoveSelected(state, from, selected)).toBe(possible);
  });

  it.each<[Side, TransferState, boolean]>([
    ['left', start, true],
    ['right', { left: ['a'], right: [] }, false],
  ])('move all from %s is possible only when that side has items', (from, state, possible) => {
    expect(canMoveAll(state, from)).toBe(possible);
  });

  it.each<[string, string[], string[], string[]]>([
    ['selects everything when some are selected', ['a', 'b'], ['a'], ['a', 'b']],
    ['selects everything when none are selected', ['a', 'b'], [], ['a', 'b']],
    ['clears the selection when all are selected', ['a', 'b'], ['b', 'a'], []],
    ['stays empty for an empty side', [], [], []],
  ])('select all %s', (_, items, selected, expected) => {
    expect(toggleAll(items, selected)).toEqual(expected);
  });
});
