import type { ReactNode } from 'react';
import { chakra, HStack, Text } from '@restaurant/shared/ui';

interface LegendSwatchProps {
  readonly fill: string;
  readonly stroke: string;
  readonly dash?: string;
  readonly strokeWidth?: number;
}

/** A table's outline and fill in small, as the plan draws it. */
function LegendSwatch({ fill, stroke, dash, strokeWidth = 3 }: LegendSwatchProps) {
  return (
    <chakra.svg viewBox="0 0 32 20" width="8" height="5" flexShrink={0} aria-hidden="true">
      <chakra.rect
        x="2"
        y="2"
        width="28"
        height="16"
        rx="4"
        fill={fill}
        stroke={stroke}
        strokeWidth={`${strokeWidth}`}
        strokeDasharray={dash}
      />
    </chakra.svg>
  );
}

export interface LegendEntryProps extends LegendSwatchProps {
  /** The plan's glyph for this state, said before the words: colour is never the only signal. */
  readonly glyph: string;
  readonly children: ReactNode;
}

/** One line of a plan's legend: the swatch, the glyph and what they mean. */
export function LegendEntry({ glyph, children, ...swatch }: LegendEntryProps) {
  return (
    <HStack as="li" gap="2">
      <LegendSwatch {...swatch} />
      <Text>
        {glyph ? `${glyph} ` : ''}
        {children}
      </Text>
    </HStack>
  );
}
