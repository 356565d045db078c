import type { BoxProps } from '@restaurant/shared/ui';

const token = (name: string) => `var(--chakra-colors-${name})`;

/**
 * FullCalendar's classic theme reads its colours from `--fc-classic-*` variables; they are set here from the app's
 * semantic tokens (so the calendar follows the colour theme and dark mode like every card) instead of importing the
 * theme's own palette. Muted text uses `fg.muted`, not the theme's lighter grey, for contrast.
 */
export const calendarThemeCss: BoxProps['css'] = {
  '--fc-classic-button': token('bg-panel'),
  '--fc-classic-button-border': token('border-emphasized'),
  '--fc-classic-button-foreground': token('fg'),
  '--fc-classic-button-strong': token('color-palette-solid'),
  '--fc-classic-button-strong-border': token('color-palette-solid'),
  '--fc-classic-button-outline': token('color-palette-focus-ring'),
  '--fc-classic-primary': token('color-palette-solid'),
  '--fc-classic-primary-foreground': token('color-palette-contrast'),
  '--fc-classic-event': token('color-palette-solid'),
  '--fc-classic-event-contrast': token('color-palette-contrast'),
  '--fc-classic-background-event': token('color-palette-muted'),
  '--fc-classic-background-event-opacity': '60%',
  '--fc-classic-background-event-foreground-opacity': '100%',
  '--fc-classic-highlight': token('color-palette-subtle'),
  '--fc-classic-today': token('color-palette-subtle'),
  '--fc-classic-now': token('red-solid'),
  '--fc-classic-small-dot-width': '8px',
  '--fc-classic-large-dot-width': '10px',
  '--fc-classic-background': token('bg-panel'),
  '--fc-classic-faint': token('bg-subtle'),
  '--fc-classic-muted': token('bg-muted'),
  '--fc-classic-strong': token('bg-emphasized'),
  '--fc-classic-foreground': token('fg'),
  '--fc-classic-faint-foreground': token('fg-muted'),
  '--fc-classic-muted-foreground': token('fg-muted'),
  '--fc-classic-border': token('border'),
  '--fc-classic-strong-border': token('border-emphasized'),
  fontSize: 'sm',
  // The pressed view button is the theme's solid colour: its text must switch to the palette's contrast colour.
  '& [aria-pressed="true"], & [aria-selected="true"]': { color: token('color-palette-contrast') },
};

/** An event's colours: one of the theme palettes, solid with its contrast text, in light and dark mode. */
export function eventColors(palette: string): { color: string; contrastColor: string } {
  return { color: token(`${palette}-solid`), contrastColor: token(`${palette}-contrast`) };
}
