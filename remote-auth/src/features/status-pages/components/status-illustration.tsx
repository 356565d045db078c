import { chakra } from '@restaurant/shared/ui';

/** An empty plate with a cover (maintenance, lost page): theme tokens only, decorative. */
export function CoveredPlate() {
  return (
    <chakra.svg viewBox="0 0 200 120" width="48" maxW="full" aria-hidden="true" focusable="false">
      <chakra.ellipse cx="100" cy="104" rx="90" ry="12" fill="colorPalette.muted" />
      <chakra.path d="M24 96a76 70 0 0 1 152 0z" fill="colorPalette.solid" />
      <chakra.path
        d="M46 80a56 52 0 0 1 40-40"
        fill="none"
        stroke="colorPalette.contrast"
        strokeWidth="5"
        strokeLinecap="round"
        opacity="0.6"
      />
      <chakra.circle cx="100" cy="22" r="8" fill="colorPalette.emphasized" />
    </chakra.svg>
  );
}
