import { DashboardFrame } from './dashboard-frame';

/** Template demo pages (and the dish and combo pages the spec places here): the dashboard with the demo's menu. */
export default function FullLayout() {
  return <DashboardFrame workspace="demo" />;
}
