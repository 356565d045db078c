import { describeTranslationKeys } from '../../testing/translation-keys';
import { commonTranslations } from '../define-translations';

describeTranslationKeys(commonTranslations);
