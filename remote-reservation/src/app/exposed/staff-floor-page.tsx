// Exposed as `reservation/StaffFloorPage` (/staff/floor).
export { LiveFloorScreen as default } from '../live-floor/live-floor-screen';
