import { useId, type ReactNode } from 'react';
import { Box, Card, Center, Grid, Heading, Stack, Text } from '@restaurant/shared/ui';
import { AuthIllustration } from './auth-illustration';
import type { AuthVariant } from './auth-paths';
import { authTranslations } from './translations';

export interface AuthLayoutProps {
  variant: AuthVariant;
  title: string;
  subtitle?: ReactNode;
  /** Links under the form ("New here? Create an account"). */
  footer?: ReactNode;
  children: ReactNode;
}

function Titles({ titleId, title, subtitle }: { titleId: string; title: string; subtitle?: ReactNode }) {
  return (
    <Stack gap="2">
      <Heading as="h1" id={titleId} size="2xl">
        {title}
      </Heading>
      {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
    </Stack>
  );
}

/**
 * The form starts at the top of a phone's screen and is centred from `md` up. A slow phone paints the server's page
 * while it is still parsing it: a vertically centred form moved up with every piece that arrived (a layout shift of
 * 0.1 in a third of the sign-in page's loads at 6x CPU); at the top, what arrives next only extends it downwards.
 */
const TOP_ON_PHONES = { base: 'flex-start', md: 'center' } as const;

/**
 * The two looks of every auth page: `split` (illustration panel beside the form; stacked on small screens) and
 * `card` (one centred card). Logical properties only, so rtl mirrors it without a branch.
 */
export function AuthLayout({ variant, title, subtitle, footer, children }: AuthLayoutProps) {
  const { t } = authTranslations.useTranslation();
  const titleId = useId();

  if (variant === 'split') {
    return (
      <Grid as="section" aria-labelledby={titleId} templateColumns={{ base: '1fr', lg: '1fr 1fr' }} minH="100dvh">
        <Stack
          display={{ base: 'none', lg: 'flex' }}
          bg="colorPalette.subtle"
          color="colorPalette.fg"
          align="center"
          justify="center"
          gap="6"
          px="12"
          py="16"
          textAlign="center"
        >
          <Text fontWeight="bold" fontSize="2xl" letterSpacing="wide">
            {t('brand')}
          </Text>
          <AuthIllustration />
          <Stack gap="2" maxW="sm">
            <Text fontSize="xl" fontWeight="semibold">
              {t('tagline')}
            </Text>
            <Text color="fg.muted">{t('taglineDetail')}</Text>
          </Stack>
        </Stack>
        <Center alignItems={TOP_ON_PHONES} px={{ base: '4', md: '10' }} py={{ base: '10', md: '16' }} bg="bg">
          <Stack gap="8" w="full" maxW="md">
            <Text display={{ base: 'block', lg: 'none' }} fontWeight="bold" color="colorPalette.fg">
              {t('brand')}
            </Text>
            <Titles titleId={titleId} title={title} subtitle={subtitle} />
            {children}
            {footer ? <Box color="fg.muted">{footer}</Box> : null}
          </Stack>
        </Center>
      </Grid>
    );
  }

  return (
    <Center
      as="section"
      aria-labelledby={titleId}
      alignItems={TOP_ON_PHONES}
      minH="100dvh"
      px="4"
      py={{ base: '10', md: '16' }}
      bg="bg.muted"
    >
      <Card.Root w="full" maxW="md">
        <Card.Header gap="4">
          <Text fontWeight="bold" color="colorPalette.fg" textAlign="center">
            {t('brand')}
          </Text>
          <Titles titleId={titleId} title={title} subtitle={subtitle} />
        </Card.Header>
        <Card.Body>{children}</Card.Body>
        {footer ? (
          <Card.Footer justifyContent="center" color="fg.muted">
            {footer}
          </Card.Footer>
        ) : null}
      </Card.Root>
    </Center>
  );
}
