import { inMenuOrder, moveByStep, moveTo } from './reorder';

const LIST = inMenuOrder([
  { id: 3, position: 2 },
  { id: 1, position: 0 },
  { id: 2, position: 1 },
]);

describe('reordering a menu list', () => {
  it('keeps menu order by position', () => {
    expect(LIST.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('moves one place up or down to the neighbour’s position, never past an end', () => {
    expect(moveByStep(LIST, 2, -1)).toEqual({ id: 2, position: 0, index: 0 });
    expect(moveByStep(LIST, 2, 1)).toEqual({ id: 2, position: 2, index: 2 });
    expect(moveByStep(LIST, 1, -1)).toBeNull();
    expect(moveByStep(LIST, 3, 1)).toBeNull();
  });

  it('moves to where it was dropped', () => {
    expect(moveTo(LIST, 3, 0)).toEqual({ id: 3, position: 0, index: 0 });
    expect(moveTo(LIST, 3, 2)).toBeNull();
  });
});
