/** Where a table sits on the plan, by the centre of its box (rotation turns around that centre, so it is stable). */
export interface PlanPoint {
  readonly id: number;
  readonly x: number;
  readonly y: number;
}

export type PlanDirection = 'left' | 'right' | 'up' | 'down';

const ARROW_DIRECTIONS: Readonly<Record<string, PlanDirection>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * The plan is a drawing of the room, not text: it is not mirrored in rtl, so arrow keys keep their physical meaning.
 */
export function directionOfKey(key: string): PlanDirection | null {
  return ARROW_DIRECTIONS[key] ?? null;
}

/**
 * The table an arrow key moves to: the closest one lying in that direction, where drifting sideways costs twice
 * as much as going forward (so "right" prefers the neighbour on the same row over a nearer one on the next row).
 */
export function nextInDirection(points: readonly PlanPoint[], fromId: number, direction: PlanDirection): number | null {
  const from = points.find((point) => point.id === fromId);
  if (!from) return points[0]?.id ?? null;
  let best: PlanPoint | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const point of points) {
    if (point.id === fromId) continue;
    const dx = point.x - from.x;
    const dy = point.y - from.y;
    const forward = direction === 'right' ? dx : direction === 'left' ? -dx : direction === 'down' ? dy : -dy;
    const sideways = direction === 'left' || direction === 'right' ? Math.abs(dy) : Math.abs(dx);
    if (forward <= 0) continue;
    const score = forward + 2 * sideways;
    if (score < bestScore) {
      best = point;
      bestScore = score;
    }
  }
  return best?.id ?? null;
}

/** Top-to-bottom, then start-to-end: the order of Home/End and of the list read by screen readers. */
export function readingOrder<T extends PlanPoint>(points: readonly T[]): T[] {
  return [...points].sort((a, b) => a.y - b.y || a.x - b.x);
}
