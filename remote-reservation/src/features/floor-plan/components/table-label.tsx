import { chakra } from '@restaurant/shared/ui';

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
 * one <text> would be laid out, pulling both lines off centre.
 */
export function TableLabel({ centre, fontSize, code, seats }: TableLabelProps) {
  return (
    <chakra.g pointerEvents="none" aria-hidden="true">
      <chakra.text
        x={centre.x}
        y={centre.y + CODE_LINE_OFFSET * fontSize}
        textAnchor="middle"
        fill="fg"
        fontSize={`${fontSize}px`}
        fontWeight="bold"
      >
        {code}
      </chakra.text>{' '}
      <chakra.text
        x={centre.x}
        y={centre.y + SEATS_LINE_OFFSET * fontSize}
        textAnchor="middle"
        fill="fg"
        fontSize={`${SEATS_SCALE * fontSize}px`}
      >
        {seats}
      </chakra.text>
    </chakra.g>
  );
}
