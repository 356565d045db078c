// Exposed as `auth/MaintenancePage` (/auth/maintenance).
export { MaintenancePage as default } from '../../features/status-pages/components/maintenance-page';
