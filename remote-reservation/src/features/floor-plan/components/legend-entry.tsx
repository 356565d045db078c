import type { ReactNode } from 'react';
import { chakra, HStack, lineIcon, solidIcon, Text } from '@restaurant/shared/ui';
import { PLAN_GLYPHS, type PlanGlyph } from '../lib/plan-glyphs';

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

/** The plan's glyphs as icons at the legend's text size, drawn from the same paths as on the plan. */
const GLYPH_ICONS = Object.fromEntries(
  Object.entries(PLAN_GLYPHS).map(([name, { paths, solid }]) => [
    name,
    (solid ? solidIcon : lineIcon)(`PlanGlyph(${name})`, paths),
  ]),
) as Record<PlanGlyph, ReturnType<typeof lineIcon>>;

export interface LegendEntryProps extends LegendSwatchProps {
  /** The plan's glyph for this state, shown before the words: colour is never the only signal. */
  readonly glyph?: PlanGlyph | undefined;
  readonly children: ReactNode;
}

/** One line of a plan's legend: the swatch, the glyph and what they mean. */
export function LegendEntry({ glyph, children, ...swatch }: LegendEntryProps) {
  const Glyph = glyph ? GLYPH_ICONS[glyph] : null;
  return (
    <HStack as="li" gap="2">
      <LegendSwatch {...swatch} />
      {Glyph ? <Glyph /> : null}
      <Text>{children}</Text>
    </HStack>
  );
}
