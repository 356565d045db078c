import type { Language } from '@restaurant/shared';
import { loadTranslations } from '@restaurant/shared/testing';
import { accessTranslations } from '../features/access/translations';
import { auditLogTranslations } from '../features/audit-log/translations';
import { hostStandTranslations } from '../features/host-stand/translations';
import { menuEditorTranslations } from '../features/menu-editor/translations';
import { ordersBoardTranslations } from '../features/orders-board/translations';
import { reportsTranslations } from '../features/reports/translations';
import { settingsTranslations } from '../features/restaurant-settings/translations';
import { reviewsAdminTranslations } from '../features/reviews-admin/translations';
import { soldOutTranslations } from '../features/sold-out/translations';
import { vouchersTranslations } from '../features/vouchers-admin/translations';

/** The staff remote's real texts (every feature's namespace, and `common`), through the kit's shared i18n set-up. */
export function setUpTranslations(language: Language = 'en'): Promise<void> {
  return loadTranslations(
    [
      accessTranslations,
      hostStandTranslations,
      menuEditorTranslations,
      ordersBoardTranslations,
      soldOutTranslations,
      vouchersTranslations,
      settingsTranslations,
      reviewsAdminTranslations,
      reportsTranslations,
      auditLogTranslations,
    ],
    language,
  );
}
