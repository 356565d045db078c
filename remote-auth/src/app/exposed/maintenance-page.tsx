// Exposed as `auth/MaintenancePage` (/auth/maintenance).
import '../i18n';
export { MaintenancePage as default } from '../../features/status-pages/components/maintenance-page';
