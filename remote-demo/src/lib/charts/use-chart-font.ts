import { useEffect, useState } from 'react';
import { CHART_FONT } from './register-charts';

/** Whether the page can load fonts at all: a browser can; jsdom and a server render draw no canvas. */
const canLoadFonts = () => typeof document !== 'undefined' && 'fonts' in document;

/**
 * Whether the faces a chart's text needs have arrived. A canvas draws text in whatever font is ready at that moment
 * and is not drawn again when a web font arrives later: a chart drawn first would keep a fallback's glyphs. Loading by
 * the chart's own text brings exactly the faces (latin, vietnamese, arabic...) its labels need.
 */
export function useChartFontReady(text: string): boolean {
  const [ready, setReady] = useState(() => !canLoadFonts());
  useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => {
      if (live) setReady(true);
    };
    // A face that fails to load is drawn in the fallback rather than never: the chart still shows its figures.
    document.fonts.load(`${CHART_FONT.size}px ${CHART_FONT.family}`, text).then(done, done);
    return () => {
      live = false;
    };
  }, [ready, text]);
  return ready;
}
