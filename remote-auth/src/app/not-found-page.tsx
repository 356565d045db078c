import { Link as RouterLink } from '@restaurant/shared/router';
import { Button, Heading, Stack, Text } from '@restaurant/shared/ui';
import { useTranslation } from 'react-i18next';
import { PAGE_TITLES_NAMESPACE } from './page-titles/register';

/** /auth/404, where every unknown path lands: says so and offers the way home. */
export function NotFoundPage() {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return (
    <Stack as="section" align="center" textAlign="center" gap="5" py="20" aria-labelledby="not-found-title">
      <Text fontSize="6xl" fontWeight="bold" color="colorPalette.fg" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" id="not-found-title" size="2xl">
        {t('notFound')}
      </Heading>
      <Text color="fg.muted">{t('notFoundDescription')}</Text>
      <Button asChild>
        <RouterLink to="/landing/homepage">{t('backHome')}</RouterLink>
      </Button>
    </Stack>
  );
}
