import { chakra } from '@restaurant/shared/ui';

/** The kitchen's swing door, shut: decorative, theme tokens only, so it follows the palette and dark mode. */
export function ClosedDoor() {
  return (
    <chakra.svg viewBox="0 0 200 140" width="48" maxW="full" aria-hidden="true" focusable="false">
      <chakra.ellipse cx="100" cy="130" rx="90" ry="8" fill="colorPalette.muted" />
      <chakra.rect x="52" y="12" width="96" height="116" rx="6" fill="colorPalette.solid" />
      <chakra.rect x="60" y="20" width="38" height="102" rx="3" fill="colorPalette.emphasized" />
      <chakra.rect x="102" y="20" width="38" height="102" rx="3" fill="colorPalette.emphasized" />
      <chakra.circle cx="79" cy="52" r="11" fill="colorPalette.contrast" opacity="0.6" />
      <chakra.circle cx="121" cy="52" r="11" fill="colorPalette.contrast" opacity="0.6" />
    </chakra.svg>
  );
}
