/** The label's lines around the table's centre, in units of the code's font size, and the seats line's size. */
const CODE_LINE_OFFSET = -0.15;
const SEATS_LINE_OFFSET = 0.73;
const SEATS_SCALE = 0.8;

export interface TableLabelProps {
  readonly centre: { x: number; y: number };
  readonly fontSize: number;
  readonly code: string;
  readonly seats: string;
}

/**
 * The code over the seats, upright whatever the table's rotation. Two <text> lines, not two <tspan>s of one: the
 * space between them keeps the shown text "A07 4/4" (as the table's name reads, not "A074/4"), and a space inside
 * one <text> would be laid out, pulling both lines off centre. Painted by the plan's styles (plan-styles.ts); the
 * font size is an SVG attribute because it depends on the table.
 */
export function TableLabel({ centre, fontSize, code, seats }: TableLabelProps) {
  return (
    <g className="plan-label" aria-hidden="true">
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
