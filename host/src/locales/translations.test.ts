import { describeTranslationKeys } from '@restaurant/shared/testing';
import { customizerTranslations } from '../lib/customizer-translations';
import { dashboardTranslations } from '../lib/dashboard-translations';
import { hostTranslations } from '../lib/translations';

describeTranslationKeys(hostTranslations, dashboardTranslations, customizerTranslations);
