import { useMemo, useSyncExternalStore } from 'react';
import type { SeriesPalette } from '../lib/chart-spec';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** What a chart's colours depend on: the mode and direction the theme provider writes on <html>, and motion. */
function snapshot(): string {
  const root = document.documentElement;
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
  return [
    root.classList.contains('dark') ? 'dark' : 'light',
    root.dir === 'rtl' ? 'rtl' : 'ltr',
    reduce ? 'reduce' : 'motion',
    root.dataset['colorTheme'] ?? '',
  ].join(' ');
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['class', 'dir', 'data-color-theme'],
  });
  const motion = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
  motion?.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    motion?.removeEventListener('change', onChange);
  };
}

export interface ChartColors {
  series: (palette: SeriesPalette) => string;
  text: string;
  grid: string;
  rtl: boolean;
  animate: boolean;
}

/**
 * The chart's colours from the design system's tokens as the page computed them (Chakra's CSS variables), so light,
 * dark and the colour themes re-colour every chart with no colour written here; re-read when the mode or direction
 * changes. A canvas cannot read CSS variables itself. Without the stylesheet (a unit test), the text's own colour.
 */
export function useChartColors(): ChartColors {
  const current = useSyncExternalStore(subscribe, snapshot, () => 'light ltr motion');
  return useMemo(() => {
    const [mode, direction, motion] = current.split(' ');
    const dark = mode === 'dark';
    const style = getComputedStyle(document.body);
    const token = (name: string) => style.getPropertyValue(`--chakra-colors-${name}`).trim() || 'currentColor';
    const step = dark ? '400' : '600';
    return {
      series: (palette) => token(`${palette}-${step}`),
      text: token('fg-muted'),
      grid: token('border-muted'),
      rtl: direction === 'rtl',
      animate: motion !== 'reduce',
    };
  }, [current]);
}
