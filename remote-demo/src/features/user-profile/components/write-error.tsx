import type { ApiError } from '@restaurant/shared';
import { Text } from '@restaurant/shared/ui';
import { userProfileTranslations } from '../translations';

/** A failed like, comment or reply, right where it was tried (the API's message, e.g. `Internal server error`). */
export function WriteError({ error }: { error: ApiError | null }) {
  const { t } = userProfileTranslations.useTranslation();
  if (!error) return null;
  return (
    <Text role="alert" fontSize="sm" color="fg.error">
      {t('post.failed')}: {error.message}
    </Text>
  );
}
