import { useId } from 'react';
import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Button, Center, Heading, Stack, Text } from '@restaurant/shared/ui';
import { accessTranslations } from '../translations';
import { ClosedDoor } from './closed-door';

/** What a signed-in diner sees on a staff page (HTTP's 403, as the API answers them): says so, offers the way home. */
export function ForbiddenPage() {
  const { t } = accessTranslations.useTranslation();
  const titleId = useId();
  return (
    <Center as="section" aria-labelledby={titleId} minH="60dvh" px="4" py="16">
      <Stack align="center" textAlign="center" gap="5" maxW="lg">
        <ClosedDoor />
        <Text fontSize="6xl" fontWeight="bold" color="colorPalette.fg" aria-hidden="true" lineHeight="1">
          {t('forbidden.code')}
        </Text>
        <Heading as="h1" id={titleId} size="2xl">
          {t('forbidden.title')}
        </Heading>
        <Text color="fg.muted">{t('forbidden.body')}</Text>
        <Button asChild>
          <RouterLink to={paths.landing.homepage}>{t('forbidden.home')}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
