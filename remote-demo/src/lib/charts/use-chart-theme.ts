import { useMemo, useSyncExternalStore } from 'react';
import { THEME_NAMES, type ThemeName } from '@restaurant/shared';
import { chartThemeFrom, type ChartTheme } from './chart-theme';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function isThemeName(value: string | undefined): value is ThemeName {
  return (THEME_NAMES as readonly (string | undefined)[]).includes(value);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * What the page is drawn with right now, as one string: the colour theme, mode and direction the theme provider
 * writes on <html>, and the motion preference. Read from the document rather than the customizer store because the
 * provider writes <html> in an effect that runs after a chart's render: the CSS variables are only right after it.
 */
function snapshot(): string {
  const root = document.documentElement;
  const theme = root.dataset['colorTheme'];
  return [
    isThemeName(theme) ? theme : 'blue',
    root.classList.contains('dark') ? 'dark' : 'light',
    root.dir === 'rtl' ? 'rtl' : 'ltr',
    prefersReducedMotion() ? 'reduce' : 'motion',
  ].join(' ');
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['class', 'data-color-theme', 'dir'],
  });
  const motion = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
  motion?.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    motion?.removeEventListener('change', onChange);
  };
}

/** The chart theme of the current colour theme, mode, direction and motion preference; re-renders when one changes. */
export function useChartTheme(): ChartTheme {
  const current = useSyncExternalStore(subscribe, snapshot, () => 'blue light ltr motion');
  return useMemo(() => {
    const [theme = 'blue', mode, direction, motion] = current.split(' ');
    // Inherited custom properties are computed on <body> too, whatever element the dark-mode rules target. A server
    // render has no styles (its charts are drawn in the browser, ChartCanvas): the theme's fallbacks stand in.
    const style = typeof document === 'undefined' ? null : getComputedStyle(document.body);
    return chartThemeFrom((name) => style?.getPropertyValue(name) ?? '', {
      theme: isThemeName(theme) ? theme : 'blue',
      dark: mode === 'dark',
      rtl: direction === 'rtl',
      reducedMotion: motion === 'reduce',
    });
  }, [current]);
}
