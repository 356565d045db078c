import { semanticTokens, tokens } from '@chakra-ui/react/theme';

/**
 * Colour scales kept in the system: the theme palettes plus the neutrals and status colours recipes need. Every scale
 * becomes CSS variables on the first page, so the ones nobody uses (pink...) are left out.
 */
const keptScales = [
  'transparent',
  'current',
  'black',
  'white',
  'whiteAlpha',
  'blackAlpha',
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'cyan',
  'purple',
] as const;

function pick<V>(group: Record<string, V> | undefined, keys: readonly string[]): Record<string, V> {
  const source = group ?? {};
  const picked: Record<string, V> = {};
  for (const key of keys) {
    const value = source[key];
    if (value !== undefined) picked[key] = value;
  }
  return picked;
}

export const colorTokens = pick(tokens.colors, keptScales);

const semanticColors = semanticTokens.colors ?? {};

/** `aqua` is the teal scale under the theme's own name, so `colorPalette="aqua"` works like the others. */
export const semanticColorTokens = {
  ...pick(semanticColors, ['bg', 'fg', 'border', 'gray', 'red', 'orange', 'yellow', 'green', 'blue', 'cyan', 'purple']),
  ...pick({ aqua: semanticColors['teal'] }, ['aqua']),
};
