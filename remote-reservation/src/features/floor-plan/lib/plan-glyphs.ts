/**
 * The plan's glyphs: a table's state (and a picked table's check) drawn beside its colour and outline, so colour is
 * never the only signal. Drawn as paths on a 24-unit grid, in the plan's SVG and in its legend, not typed as text:
 * ✕, ◷ or ● as text are drawn by whatever font the device has (the site's typeface has no such glyphs).
 */
export const PLAN_GLYPHS = {
  cross: { paths: ['M6 6l12 12', 'M18 6L6 18'], solid: false },
  alert: { paths: ['M12 4v10', 'M12 19.5v.01'], solid: false },
  unknown: { paths: ['M5 12h.01', 'M12 12h.01', 'M19 12h.01'], solid: false },
  clock: { paths: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3.5 2'], solid: false },
  dot: { paths: ['M12 18.5a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z'], solid: true },
  check: { paths: ['M5 12.5l4.5 4.5L19 7.5'], solid: false },
} as const satisfies Record<string, { paths: readonly string[]; solid: boolean }>;

export type PlanGlyph = keyof typeof PLAN_GLYPHS;
