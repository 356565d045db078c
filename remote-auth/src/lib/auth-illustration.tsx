import { chakra } from '@restaurant/shared/ui';

/**
 * A steaming bowl of phở with chopsticks, drawn with theme tokens only: it follows the colour theme (palette) and
 * light/dark mode. Decorative: the tagline beside it says the same in words.
 */
export function AuthIllustration() {
  return (
    <chakra.svg viewBox="0 0 320 260" width="100%" maxW="sm" aria-hidden="true" focusable="false">
      {/* table-top shadow and plate */}
      <chakra.ellipse cx="160" cy="222" rx="128" ry="18" fill="colorPalette.muted" />
      <chakra.ellipse
        cx="160"
        cy="212"
        rx="112"
        ry="14"
        fill="bg.panel"
        stroke="colorPalette.emphasized"
        strokeWidth="3"
      />
      {/* steam */}
      <chakra.path
        d="M120 70c-12-14 12-22 0-38M160 62c-12-14 12-22 0-38M200 70c-12-14 12-22 0-38"
        fill="none"
        stroke="colorPalette.emphasized"
        strokeWidth="5"
        strokeLinecap="round"
      />
      {/* bowl */}
      <chakra.path d="M52 110h216c0 58-44 98-108 98S52 168 52 110z" fill="colorPalette.solid" />
      <chakra.path
        d="M70 140h180"
        stroke="colorPalette.contrast"
        strokeWidth="4"
        strokeDasharray="10 9"
        opacity="0.7"
      />
      {/* broth, noodles, herbs, beef */}
      <chakra.ellipse cx="160" cy="110" rx="108" ry="20" fill="colorPalette.subtle" />
      <chakra.path
        d="M84 112c16-10 30 8 46-2s30 8 46-2 30 8 46-2 18 4 22 2"
        fill="none"
        stroke="bg.panel"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <chakra.ellipse cx="128" cy="104" rx="16" ry="6" fill="colorPalette.emphasized" />
      <chakra.ellipse cx="186" cy="106" rx="18" ry="6" fill="colorPalette.emphasized" />
      <chakra.circle cx="152" cy="100" r="5" fill="colorPalette.fg" />
      <chakra.circle cx="212" cy="112" r="4" fill="colorPalette.fg" />
      <chakra.circle cx="104" cy="114" r="4" fill="colorPalette.fg" />
      {/* chopsticks */}
      <chakra.path d="M222 30l-60 84M240 36l-66 82" stroke="fg.muted" strokeWidth="6" strokeLinecap="round" />
    </chakra.svg>
  );
}
