// The chart.js parts the demo's charts draw with, registered once: only these are bundled (chart.js tree-shakes
// what is not registered). Imported only by the chart components, which only lazily loaded pages import, so a page
// without charts never downloads chart.js.
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { FONT_STACKS } from '@restaurant/shared/system';

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  Filler,
  DoughnutController,
  ArcElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

/** Every chart's text, in the theme's typeface (its `fonts.body` token): a canvas never takes the page's CSS font. */
export const CHART_FONT = { family: FONT_STACKS.body, size: 12 } as const;
Chart.defaults.font.family = CHART_FONT.family;
Chart.defaults.font.size = CHART_FONT.size;
