import { DashboardFrame } from './dashboard-frame';

/**
 * The restaurant's back office (issue 55): the staff's and the manager's pages in the dashboard's frame, with its
 * customizer, but a navigation of the restaurant's tasks only (Orders board, Today's reservations, Sold out, Live
 * floor; Menu and Vouchers for managers), never the template demo's.
 */
export default function StaffLayout() {
  return <DashboardFrame workspace="staff" />;
}
