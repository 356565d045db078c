import { PLAN_GLYPHS, type PlanGlyph } from '../lib/plan-glyphs';

/**
 * The label's lines around the table's centre, in units of the code's font size: the glyph's top edge and size above
 * the code (inside the smallest table, a 70-unit two-seater), the code's and the seats line's baselines, and the
 * seats line's size.
 */
const GLYPH_TOP = -1.65;
const GLYPH_SIZE = 0.65;
const CODE_LINE_OFFSET = -0.15;
const SEATS_LINE_OFFSET = 0.73;
const SEATS_SCALE = 0.8;
/** The glyphs' grid (plan-glyphs.ts). */
const GLYPH_GRID = 24;

export interface TableLabelProps {
  readonly centre: { x: number; y: number };
  readonly fontSize: number;
  readonly glyph: PlanGlyph | undefined;
  readonly code: string;
  readonly seats: string;
}

function GlyphDrawing({
  glyph,
  centre,
  fontSize,
}: {
  glyph: PlanGlyph;
  centre: { x: number; y: number };
  fontSize: number;
}) {
  const size = GLYPH_SIZE * fontSize;
  const { paths, solid } = PLAN_GLYPHS[glyph];
  return (
    <g
      className="plan-label-glyph"
      data-glyph={glyph}
      data-solid={solid || undefined}
      transform={`translate(${centre.x - size / 2} ${centre.y + GLYPH_TOP * fontSize}) scale(${size / GLYPH_GRID})`}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </g>
  );
}

/**
 * The glyph over the code over the seats, upright whatever the table's rotation. Two <text> lines, not two <tspan>s of one: the
 * space between them keeps the shown text "A07 4/4" (as the table's name reads, not "A074/4"), and a space inside
 * one <text> would be laid out, pulling both lines off centre. Painted by the plan's styles (plan-styles.ts); the
 * font size is an SVG attribute because it depends on the table.
 */
export function TableLabel({ centre, fontSize, glyph, code, seats }: TableLabelProps) {
  return (
    <g className="plan-label" aria-hidden="true">
      {glyph ? <GlyphDrawing glyph={glyph} centre={centre} fontSize={fontSize} /> : null}
      <text
        className="plan-label-code"
        x={centre.x}
        y={centre.y + CODE_LINE_OFFSET * fontSize}
        textAnchor="middle"
        fontSize={fontSize}
      >
        {code}
      </text>{' '}
      <text
        x={centre.x}
        y={centre.y + SEATS_LINE_OFFSET * fontSize}
        textAnchor="middle"
        fontSize={SEATS_SCALE * fontSize}
      >
        {seats}
      </text>
    </g>
  );
}
