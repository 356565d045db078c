import { seatsFor, type PlanSeat, type PlanShape } from '@restaurant/shared/floor-plan';

// Three floors laid out like a real dining room. Units are centimetres on the plan; x/y are the top-left of the
// table box before rotation; seat positions are relative to that box. Rows marked `joinable` are tables staff push
// together for bigger groups: neighbours in such a row are adjacent.

export type Shape = PlanShape;

export type SeatSeed = PlanSeat;

export type TableSeed = {
  code: string;
  capacity: number;
  shape: Shape;
  zone: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  seats: SeatSeed[];
};

export type FloorSeed = {
  name: string;
  level: number;
  description: string;
  width: number;
  height: number;
  tables: TableSeed[];
  /** pairs of table codes that can be pushed together */
  adjacent: Array<[string, string]>;
};

function table(
  code: string,
  capacity: number,
  shape: Shape,
  zone: string,
  x: number,
  y: number,
  rotation = 0,
): TableSeed {
  const size =
    shape === 'ROUND'
      ? { width: 50 + capacity * 12, height: 50 + capacity * 12 }
      : shape === 'SQUARE'
        ? { width: capacity <= 2 ? 70 : 90, height: capacity <= 2 ? 70 : 90 }
        : { width: 40 + capacity * 25, height: 90 };
  const seats = seatsFor(shape, size.width, size.height, capacity);
  return { code, capacity, shape, zone, x, y, rotation, ...size, seats };
}

/** Consecutive codes in a joinable row are adjacent. */
function chain(codes: string[]): Array<[string, string]> {
  return codes.slice(1).map((code, i) => [codes[i] as string, code]);
}

function buildGround(): FloorSeed {
  const tables: TableSeed[] = [];
  const windowRow: string[] = [];
  // window counter: six deuces along the street-side glass, often pushed together
  for (let i = 0; i < 6; i++) {
    const code = `A${String(i + 1).padStart(2, '0')}`;
    tables.push(table(code, 2, 'SQUARE', 'Window', 80 + i * 150, 60));
    windowRow.push(code);
  }
  // centre: two rows of four-tops
  const rowB: string[] = [];
  const rowC: string[] = [];
  for (let i = 0; i < 4; i++) {
    const b = `A${String(7 + i).padStart(2, '0')}`;
    const c = `A${String(11 + i).padStart(2, '0')}`;
    tables.push(table(b, 4, 'RECTANGLE', 'Main hall', 120 + i * 230, 260));
    tables.push(table(c, 4, 'RECTANGLE', 'Main hall', 120 + i * 230, 450));
    rowB.push(b);
    rowC.push(c);
  }
  // back corner: two round six-tops near the open kitchen, their chairs clear of the hall's end tables (A10, A14)
  tables.push(table('A15', 6, 'ROUND', 'Kitchen view', 1000, 250));
  tables.push(table('A16', 6, 'ROUND', 'Kitchen view', 1000, 480));
  return {
    name: 'Tầng trệt – Sảnh chính',
    level: 1,
    description: 'Ground floor: street-side window counter, the main hall and round tables by the open kitchen.',
    width: 1200,
    height: 700,
    tables,
    adjacent: [...chain(windowRow), ...chain(rowB), ...chain(rowC)],
  };
}

function buildUpstairs(): FloorSeed {
  const tables: TableSeed[] = [];
  // family rounds
  const rounds: Array<[number, number, number]> = [
    [6, 90, 80],
    [8, 380, 70],
    [6, 690, 80],
    [8, 90, 360],
    [6, 400, 370],
    [8, 680, 360],
  ];
  rounds.forEach(([cap, x, y], i) =>
    tables.push(table(`B${String(i + 1).padStart(2, '0')}`, cap, 'ROUND', 'Family room', x, y)),
  );
  // balcony four-tops, joinable in a line
  const balcony: string[] = [];
  for (let i = 0; i < 6; i++) {
    const code = `B${String(7 + i).padStart(2, '0')}`;
    tables.push(table(code, 4, 'SQUARE', 'Balcony', 80 + i * 150, 620));
    balcony.push(code);
  }
  // private dining room: two long tables that join into a banquet
  // end chairs clear of each other and of the room's walls
  tables.push(table('B13', 10, 'RECTANGLE', 'Private room', 1000, 140, 90));
  tables.push(table('B14', 10, 'RECTANGLE', 'Private room', 1000, 530, 90));
  return {
    name: 'Tầng 2 – Phòng gia đình',
    level: 2,
    description: 'First floor: round family tables, a balcony over the street and a private room for ten to twenty.',
    width: 1300,
    height: 800,
    tables,
    adjacent: [...chain(balcony), ['B13', 'B14']],
  };
}

function buildRooftop(): FloorSeed {
  const tables: TableSeed[] = [];
  const bistro: string[] = [];
  for (let i = 0; i < 6; i++) {
    const code = `C${String(i + 1).padStart(2, '0')}`;
    tables.push(table(code, 2, 'ROUND', 'Rail', 70 + i * 140, 50));
    bistro.push(code);
  }
  const garden: string[] = [];
  for (let i = 0; i < 4; i++) {
    const code = `C${String(7 + i).padStart(2, '0')}`;
    tables.push(table(code, 4, 'SQUARE', 'Garden', 110 + i * 190, 300, i % 2 === 0 ? 0 : 45));
    garden.push(code);
  }
  tables.push(table('C11', 6, 'RECTANGLE', 'Bar', 330, 520));
  return {
    name: 'Sân thượng – Rooftop',
    level: 3,
    description: 'Open-air rooftop: bistro tables along the rail, a lantern-lit garden and a long bar table.',
    width: 1000,
    height: 700,
    tables,
    adjacent: [...chain(bistro), ['C07', 'C08'], ['C09', 'C10']],
  };
}

export const floorPlan: readonly FloorSeed[] = [buildGround(), buildUpstairs(), buildRooftop()];
