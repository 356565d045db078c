import { describeTranslationKeys } from '@restaurant/shared/testing';
import { bookingTranslations } from '../lib/booking-translations';
import { mineTranslations } from '../lib/mine-translations';
import { reservationTranslations } from '../lib/translations';

describeTranslationKeys(reservationTranslations, bookingTranslations, mineTranslations);
