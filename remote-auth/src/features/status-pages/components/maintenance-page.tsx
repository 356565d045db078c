import { useId } from 'react';
import { REDIRECT_PARAM, safeRedirectPath, useNavigate, useSearchParams } from '@restaurant/shared/router';
import { Button, Center, Heading, Stack, Text } from '@restaurant/shared/ui';
import { authTranslations } from '../../../lib/translations';
import { CoveredPlate } from './status-illustration';

/**
 * /auth/maintenance: where the host sends the diner while the API answers 503 `MAINTENANCE`
 * (`?redirect=<page>` brings them back when they try again).
 */
export function MaintenancePage() {
  const { t } = authTranslations.useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const titleId = useId();
  return (
    <Center as="section" aria-labelledby={titleId} minH="100dvh" px="4" py="16">
      <Stack align="center" textAlign="center" gap="6" maxW="lg">
        <CoveredPlate />
        <Heading as="h1" id={titleId} size="2xl">
          {t('maintenance.title')}
        </Heading>
        <Text color="fg.muted">{t('maintenance.body')}</Text>
        <Button onClick={() => navigate(safeRedirectPath(searchParams.get(REDIRECT_PARAM)), { replace: true })}>
          {t('maintenance.retry')}
        </Button>
      </Stack>
    </Center>
  );
}
