import { registerTranslations } from '@restaurant/shared';

export const RESERVATION_NAMESPACE = 'reservation';

/** Adds the `reservation` namespace; each language's file is downloaded only when that language is in use. */
export function registerReservationTranslations(): Promise<void> {
  return registerTranslations(RESERVATION_NAMESPACE, {
    en: () => import('./en'),
    fr: () => import('./fr'),
    ar: () => import('./ar'),
    ch: () => import('./ch'),
  });
}
