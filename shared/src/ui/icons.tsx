import { Icon, type IconProps } from '@chakra-ui/react';

/**
 * A handful of icons (24px grid, in the current text colour) so the shell needs no icon library on its first page,
 * and so a symbol never depends on the fonts of the device: a ★ or ✓ typed as text is drawn by whatever font the
 * device has (the site's typeface has no such glyphs). Decorative by default: the button or link around an icon, or
 * the text beside it, carries the accessible name.
 */
function svgIcon(displayName: string, paths: readonly string[], look: 'line' | 'solid') {
  const paint =
    look === 'line'
      ? ({
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: '1.8',
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        } as const)
      : ({ fill: 'currentColor', stroke: 'none' } as const);
  function SvgIcon(props: IconProps) {
    return (
      <Icon aria-hidden="true" focusable="false" {...props}>
        <svg viewBox="0 0 24 24" {...paint}>
          {paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </svg>
      </Icon>
    );
  }
  SvgIcon.displayName = displayName;
  return SvgIcon;
}

/** Drawn with strokes. Also for remotes that need an icon the shell lacks: same grid, stroke and decorative defaults. */
export function lineIcon(displayName: string, paths: readonly string[]) {
  return svgIcon(displayName, paths, 'line');
}

/** Filled shapes (a star, a dot): same grid and defaults as `lineIcon`. */
export function solidIcon(displayName: string, paths: readonly string[]) {
  return svgIcon(displayName, paths, 'solid');
}

export const MenuIcon = lineIcon('MenuIcon', ['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const CartIcon = lineIcon('CartIcon', [
  'M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2',
  'M9.5 20.5h.01',
  'M17.5 20.5h.01',
]);
export const UserIcon = lineIcon('UserIcon', [
  'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M4 20.5c1.5-3.6 4.4-5.5 8-5.5s6.5 1.9 8 5.5',
]);
export const SettingsIcon = lineIcon('SettingsIcon', [
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
]);
export const SunIcon = lineIcon('SunIcon', [
  'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M12 2v2',
  'M12 20v2',
  'M4.9 4.9l1.4 1.4',
  'M17.7 17.7l1.4 1.4',
  'M2 12h2',
  'M20 12h2',
  'M4.9 19.1l1.4-1.4',
  'M17.7 6.3l1.4-1.4',
]);
export const MoonIcon = lineIcon('MoonIcon', ['M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z']);
export const ChevronLeftIcon = lineIcon('ChevronLeftIcon', ['M15 18l-6-6 6-6']);
export const ChevronRightIcon = lineIcon('ChevronRightIcon', ['M9 18l6-6-6-6']);
export const ChevronDownIcon = lineIcon('ChevronDownIcon', ['M6 9l6 6 6-6']);
export const CheckIcon = lineIcon('CheckIcon', ['M5 12.5l4.5 4.5L19 7.5']);
export const CloseIcon = lineIcon('CloseIcon', ['M6 6l12 12', 'M18 6L6 18']);
export const StarIcon = solidIcon('StarIcon', [
  'M12 2.8l2.8 5.7 6.3.9-4.55 4.44 1.07 6.26L12 17.14l-5.62 2.96 1.07-6.26L2.9 9.4l6.3-.9z',
]);
