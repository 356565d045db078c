// Exposed as `auth/MaintenancePage` (/auth/maintenance).
export { MaintenancePagePlaceholder as default } from '../placeholder-pages';
