import { useTranslation } from '@restaurant/shared';

/** This remote's i18next namespace (registered by `app/i18n/register-auth-translations`). */
export const AUTH_NAMESPACE = 'auth';

export function useAuthTranslation() {
  return useTranslation(AUTH_NAMESPACE);
}
