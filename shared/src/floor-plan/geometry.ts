// The floor plan's geometry, one copy for the API (which refuses a plan whose tables touch or leave the floor) and
// the editor (which shows the same refusal before it sends). Plan units are centimetres; a table's x/y is the
// top-left of its box before rotation; its seats are relative to that box; rotation turns the box around its centre.

export type PlanShape = 'ROUND' | 'SQUARE' | 'RECTANGLE';

export type PlanSeat = { label: string; x: number; y: number; angle: number };

/** What the geometry needs of a table. */
export type PlanTableBox = {
  shape: PlanShape;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  seats: ReadonlyArray<Pick<PlanSeat, 'x' | 'y'>>;
};

/** A drawn chair's radius: the diner's plan, the live floor and the editor draw chairs this size. */
export const SEAT_RADIUS = 14;
/** How far a chair's centre sits from its table's edge. */
export const CHAIR_GAP = 22;
/**
 * The least room between two tables' drawings (tables and chairs): enough to pull a chair out and walk past. Two
 * drawings closer than this "touch".
 */
export const TABLE_CLEARANCE = 20;

const round = (n: number) => Math.round(n * 10) / 10;

/** Chairs evenly around a round table, first one at the top, facing the centre. */
export function roundSeats(diameter: number, count: number): PlanSeat[] {
  const r = diameter / 2 + CHAIR_GAP;
  return Array.from({ length: count }, (_, i) => {
    const a = (2 * Math.PI * i) / count - Math.PI / 2;
    return {
      label: String(i + 1),
      x: round(diameter / 2 + r * Math.cos(a)),
      y: round(diameter / 2 + r * Math.sin(a)),
      angle: round(((a * 180) / Math.PI + 90 + 360) % 360),
    };
  });
}

/** Chairs along both long sides, plus one at each end when the count is odd-sized for the sides. */
export function rectSeats(width: number, height: number, count: number): PlanSeat[] {
  const ends = count >= 6 && count % 2 === 0 && count % 4 !== 0 ? 2 : count % 2 === 1 ? 1 : 0;
  const perSide = Math.ceil((count - ends) / 2);
  const seats: Array<Omit<PlanSeat, 'label'>> = [];
  for (let i = 0; i < perSide; i++) {
    const x = round(((i + 0.5) * width) / perSide);
    seats.push({ x, y: -CHAIR_GAP, angle: 180 });
    if (seats.length < count - ends) seats.push({ x, y: height + CHAIR_GAP, angle: 0 });
  }
  if (ends >= 1) seats.push({ x: -CHAIR_GAP, y: height / 2, angle: 90 });
  if (ends === 2) seats.push({ x: width + CHAIR_GAP, y: height / 2, angle: 270 });
  return seats.map((s, i) => ({ ...s, label: String(i + 1) }));
}

/** The chairs a table of this shape, size and capacity gets. */
export function seatsFor(shape: PlanShape, width: number, height: number, capacity: number): PlanSeat[] {
  return shape === 'ROUND' ? roundSeats(width, capacity) : rectSeats(width, height, capacity);
}

type Point = { x: number; y: number };
type Part = { kind: 'poly'; points: Point[] } | { kind: 'circle'; centre: Point; r: number };

/** Where a point of the table's box ends up on the floor, rotation included. */
function placer(table: PlanTableBox) {
  const cx = table.width / 2;
  const cy = table.height / 2;
  const a = (table.rotation * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return (p: Point): Point => ({
    x: table.x + cx + (p.x - cx) * cos - (p.y - cy) * sin,
    y: table.y + cy + (p.x - cx) * sin + (p.y - cy) * cos,
  });
}

/** The table's drawing as convex parts: its top (a round one as a 32-sided polygon) and one disc per chair. */
function partsOf(table: PlanTableBox): Part[] {
  const place = placer(table);
  const { width: w, height: h } = table;
  const top =
    table.shape === 'ROUND'
      ? Array.from({ length: 32 }, (_, i) => {
          const a = (2 * Math.PI * i) / 32;
          return { x: w / 2 + (w / 2) * Math.cos(a), y: h / 2 + (h / 2) * Math.sin(a) };
        })
      : [
          { x: 0, y: 0 },
          { x: w, y: 0 },
          { x: w, y: h },
          { x: 0, y: h },
        ];
  return [
    { kind: 'poly', points: top.map(place) },
    ...table.seats.map((s): Part => ({ kind: 'circle', centre: place(s), r: SEAT_RADIUS })),
  ];
}

function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function inside(p: Point, poly: Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    if (cross !== 0) {
      if (sign === 0) sign = Math.sign(cross);
      else if (Math.sign(cross) !== sign) return false;
    }
  }
  return true;
}

function pointToPoly(p: Point, poly: Point[]): number {
  if (inside(p, poly)) return 0;
  let best = Infinity;
  for (let i = 0; i < poly.length; i++)
    best = Math.min(best, segmentDistance(p, poly[i]!, poly[(i + 1) % poly.length]!));
  return best;
}

function polyDistance(a: Point[], b: Point[]): number {
  if (a.some((p) => inside(p, b)) || b.some((p) => inside(p, a))) return 0;
  let best = Infinity;
  for (const p of a) best = Math.min(best, pointToPoly(p, b));
  for (const p of b) best = Math.min(best, pointToPoly(p, a));
  // edges crossing with no corner inside the other: the corner distances above would miss it
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      if (crosses(a[i]!, a[(i + 1) % a.length]!, b[j]!, b[(j + 1) % b.length]!)) return 0;
    }
  }
  return best;
}

function crosses(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  const side = (a: Point, b: Point, c: Point) => Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
  return side(p1, p2, q1) * side(p1, p2, q2) < 0 && side(q1, q2, p1) * side(q1, q2, p2) < 0;
}

function partDistance(a: Part, b: Part): number {
  if (a.kind === 'circle' && b.kind === 'circle') {
    return Math.max(0, Math.hypot(a.centre.x - b.centre.x, a.centre.y - b.centre.y) - a.r - b.r);
  }
  if (a.kind === 'circle' && b.kind === 'poly') return Math.max(0, pointToPoly(a.centre, b.points) - a.r);
  if (a.kind === 'poly' && b.kind === 'circle') return Math.max(0, pointToPoly(b.centre, a.points) - b.r);
  return polyDistance((a as { points: Point[] }).points, (b as { points: Point[] }).points);
}

/** The room between two tables' drawings (tops and chairs), 0 when they overlap. */
export function gapBetween(a: PlanTableBox, b: PlanTableBox): number {
  let best = Infinity;
  for (const p of partsOf(a)) for (const q of partsOf(b)) best = Math.min(best, partDistance(p, q));
  return best;
}

/** True when the two tables' drawings overlap or come closer than `TABLE_CLEARANCE`. */
export function tablesTouch(a: PlanTableBox, b: PlanTableBox): boolean {
  return gapBetween(a, b) < TABLE_CLEARANCE;
}

/** The box the table's drawing (chairs included) covers on the floor. */
export function extentOf(table: PlanTableBox): { left: number; top: number; right: number; bottom: number } {
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (const part of partsOf(table)) {
    const points = part.kind === 'poly' ? part.points.map((p) => ({ ...p, r: 0 })) : [{ ...part.centre, r: part.r }];
    for (const p of points) {
      box.left = Math.min(box.left, p.x - p.r);
      box.top = Math.min(box.top, p.y - p.r);
      box.right = Math.max(box.right, p.x + p.r);
      box.bottom = Math.max(box.bottom, p.y + p.r);
    }
  }
  return box;
}

/** True when the whole drawing (chairs included) lies on a floor of this size. */
export function fitsOnFloor(table: PlanTableBox, floor: { width: number; height: number }): boolean {
  const box = extentOf(table);
  return box.left >= 0 && box.top >= 0 && box.right <= floor.width && box.bottom <= floor.height;
}
