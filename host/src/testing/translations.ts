import type { Language } from '@restaurant/shared';
import { loadTranslations } from '@restaurant/shared/testing';
import { customizerTranslations } from '../lib/customizer-translations';
import { dashboardTranslations } from '../lib/dashboard-translations';
import { hostTranslations } from '../lib/translations';

/** The host's real texts (`host`, the lazy parts' `hostDashboard` and `hostCustomizer`, and `common`). */
export function setUpTranslations(language: Language = 'en'): Promise<void> {
  return loadTranslations([hostTranslations, dashboardTranslations, customizerTranslations], language);
}
