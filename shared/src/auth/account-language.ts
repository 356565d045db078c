import type { QueryClient } from '@tanstack/react-query';
import { putData } from '../api/api-request';
import type { AccountLanguage, MeResponse, UpdateLanguageBody, User } from '../contracts/auth';
import { useAuthStore } from '../stores/auth-store';
import type { Language } from '../stores/customizer-store';
import { currentUserQueryOptions } from './current-user';

export const ACCOUNT_LANGUAGE_PATH = '/auth/me/language';

/** The site's language as the API names it: the customizer's `ch` is `zh`. */
export function accountLanguageOf(language: Language): AccountLanguage {
  return language === 'ch' ? 'zh' : language;
}

export function putAccountLanguage(body: UpdateLanguageBody): Promise<User> {
  return putData<MeResponse>(ACCOUNT_LANGUAGE_PATH, body, { operation: 'generic' });
}

/**
 * The signed-in diner switched the site to `language`: their e-mails follow. The account the API answers becomes the
 * stored user. A failure changes nothing on screen; the next switch (or a later sign-in's) tries again.
 */
export async function followDisplayLanguage(queryClient: QueryClient, language: Language): Promise<void> {
  const { accessToken, user } = useAuthStore.getState();
  const wanted = accountLanguageOf(language);
  if (accessToken === null || user === null || user.language === wanted) return;
  try {
    const updated = await putAccountLanguage({ language: wanted });
    const { user: held, setUser } = useAuthStore.getState();
    if (held?.id === updated.id) setUser(updated);
    queryClient.setQueryData(currentUserQueryOptions(true).queryKey, updated);
  } catch {
    // the e-mails stay in the language the account had: nothing the diner has to act on now
  }
}
