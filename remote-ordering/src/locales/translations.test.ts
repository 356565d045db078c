import { describeTranslationKeys } from '@restaurant/shared/testing';
import { checkoutTranslations } from '../lib/checkout-translations';
import { orderingTranslations } from '../lib/translations';

describeTranslationKeys(orderingTranslations, checkoutTranslations);
