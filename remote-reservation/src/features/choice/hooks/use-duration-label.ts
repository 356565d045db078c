import { useCallback } from 'react';
import { reservationTranslations } from '../../../lib/translations';

/** "90 min" reads worse than "1 h 30 min" once past an hour; whole hours read as "2 hours". */
export function useDurationLabel(): (minutes: number) => string {
  const { t } = reservationTranslations.useTranslation();
  return useCallback(
    (minutes: number) => {
      if (minutes < 60) return t('choice.minutes', { count: minutes });
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      return rest === 0 ? t('choice.hours', { count: hours }) : t('choice.hoursMinutes', { hours, minutes: rest });
    },
    [t],
  );
}
