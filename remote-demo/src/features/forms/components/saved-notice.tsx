import { Text } from '@restaurant/shared/ui';
import { formsTranslations } from '../translations';

/** What a demo form says once submitted: nothing is sent anywhere, so it only confirms the submit happened. */
export function SavedNotice({ saved }: { saved: boolean }) {
  const { t } = formsTranslations.useTranslation();
  return (
    <Text role="status" fontSize="sm" color="fg.success">
      {saved ? t('common.saved') : ''}
    </Text>
  );
}
