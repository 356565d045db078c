import { describeTranslationKeys } from '@restaurant/shared/testing';
import { authTranslations } from '../lib/translations';

describeTranslationKeys(authTranslations);
