import { describeTranslationKeys } from '@restaurant/shared/testing';
import { accessTranslations } from '../features/access/translations';
import { auditLogTranslations } from '../features/audit-log/translations';
import { floorEditorTranslations } from '../features/floor-editor/translations';
import { hostStandTranslations } from '../features/host-stand/translations';
import { menuEditorTranslations } from '../features/menu-editor/translations';
import { ordersBoardTranslations } from '../features/orders-board/translations';
import { reportsTranslations } from '../features/reports/translations';
import { settingsTranslations } from '../features/restaurant-settings/translations';
import { reviewsAdminTranslations } from '../features/reviews-admin/translations';
import { soldOutTranslations } from '../features/sold-out/translations';
import { vouchersTranslations } from '../features/vouchers-admin/translations';

// Each feature has its own namespace, so a page downloads only its own words (as in remote-demo).
describeTranslationKeys(
  accessTranslations,
  hostStandTranslations,
  menuEditorTranslations,
  ordersBoardTranslations,
  soldOutTranslations,
  vouchersTranslations,
  reviewsAdminTranslations,
  reportsTranslations,
  auditLogTranslations,
  settingsTranslations,
  floorEditorTranslations,
);
