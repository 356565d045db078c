import { animations } from './animations';
import { aspectRatios } from './aspect-ratios';
import { blurs } from './blurs';
import { borders } from './borders';
import { colors } from './colors';
import { cursor } from './cursor';
import { durations } from './durations';
import { easings } from './easings';
import { fontSizes } from './font-sizes';
import { fontWeights } from './font-weights';
import { fonts } from './fonts';
import { letterSpacings } from './letter-spacing';
import { lineHeights } from './line-heights';
import { radii } from './radius';
import { semanticColors } from './semantic-colors';
import { semanticRadii } from './semantic-radii';
import { semanticShadows } from './semantic-shadows';
import { sizes } from './sizes';
import { spacing } from './spacing';
import { zIndices } from './z-indices';

export { keyframes } from './keyframes';

/** Chakra's default token set (same shape as its theme entry's `tokens`). */
export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};

export const semanticTokens = {
  colors: semanticColors,
  shadows: semanticShadows,
  radii: semanticRadii,
};
