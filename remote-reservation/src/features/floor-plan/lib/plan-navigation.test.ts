import { directionOfKey, nextInDirection, readingOrder, type PlanPoint } from './plan-navigation';

// Two rows of three tables; the middle of the second row is slightly lower.
const points: PlanPoint[] = [
  { id: 1, x: 100, y: 100 },
  { id: 2, x: 300, y: 100 },
  { id: 3, x: 500, y: 100 },
  { id: 4, x: 100, y: 300 },
  { id: 5, x: 300, y: 320 },
  { id: 6, x: 500, y: 300 },
];

describe('moving between tables with the arrow keys', () => {
  it('goes to the neighbour on the same row or column', () => {
    expect(nextInDirection(points, 1, 'right')).toBe(2);
    expect(nextInDirection(points, 2, 'left')).toBe(1);
    expect(nextInDirection(points, 2, 'down')).toBe(5);
    expect(nextInDirection(points, 5, 'up')).toBe(2);
  });

  it('prefers the same row over a closer table on another row', () => {
    const crowded = [...points, { id: 7, x: 160, y: 190 }];
    expect(nextInDirection(crowded, 1, 'right')).toBe(2);
  });

  it('stays put at the edge of the plan', () => {
    expect(nextInDirection(points, 3, 'right')).toBeNull();
    expect(nextInDirection(points, 1, 'up')).toBeNull();
  });

  it('maps only arrow keys', () => {
    expect(directionOfKey('ArrowLeft')).toBe('left');
    expect(directionOfKey('Enter')).toBeNull();
  });

  it('reads the plan row by row', () => {
    expect(readingOrder(points).map((point) => point.id)).toEqual([1, 2, 3, 4, 6, 5]);
  });
});
