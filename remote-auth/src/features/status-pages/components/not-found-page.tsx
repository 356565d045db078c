import { useId } from 'react';
import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Button, Center, Heading, Stack, Text } from '@restaurant/shared/ui';
import { authTranslations } from '../../../lib/translations';
import { CoveredPlate } from './status-illustration';

/** /auth/404, where every unknown path lands: says so and offers the way home. */
export function NotFoundPage() {
  const { t } = authTranslations.useTranslation();
  const titleId = useId();
  return (
    <Center as="section" aria-labelledby={titleId} minH="100dvh" px="4" py="16">
      <Stack align="center" textAlign="center" gap="5" maxW="lg">
        <CoveredPlate />
        <Text fontSize="6xl" fontWeight="bold" color="colorPalette.fg" aria-hidden="true" lineHeight="1">
          {t('notFound.code')}
        </Text>
        <Heading as="h1" id={titleId} size="2xl">
          {t('notFound.title')}
        </Heading>
        <Text color="fg.muted">{t('notFound.body')}</Text>
        <Button asChild>
          <RouterLink to={paths.landing.homepage}>{t('notFound.home')}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
