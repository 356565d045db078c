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
