import { defineTokens } from '@chakra-ui/react';

export const SHADOW_LEVEL_COUNT = 25;

/**
 * Elevation scale `level0`..`level24` (level0 = none): each level lifts a little further, with a key shadow that grows
 * and a soft ambient one, both from the black token so they read in light and dark mode alike.
 */
function elevation(level: number): string {
  if (level === 0) return 'none';
  const keyY = Math.ceil(level / 2);
  const keyBlur = level + 2;
  const ambientBlur = level * 2 + 2;
  const spread = -Math.floor(level / 4);
  return `0px ${keyY}px ${keyBlur}px ${spread}px {colors.black/14}, 0px ${Math.ceil(level / 3)}px ${ambientBlur}px 0px {colors.black/8}`;
}

export const shadowLevels = defineTokens.shadows(
  Object.fromEntries(
    Array.from({ length: SHADOW_LEVEL_COUNT }, (_, level) => [`level${level}`, { value: elevation(level) }]),
  ),
);
