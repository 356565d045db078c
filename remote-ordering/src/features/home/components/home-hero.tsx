import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Box, Button, Heading, HStack, Stack, Text } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';
import { OpeningHours } from './opening-hours';
import { RestaurantContact } from './restaurant-contact';

/**
 * The first thing a diner sees: who the restaurant is and the way to book. Text on a token gradient, no image:
 * the largest paint is this heading and does not wait for a download.
 */
export function HomeHero() {
  const { t } = orderingTranslations.useTranslation();
  return (
    <Box
      as="section"
      aria-labelledby="home-hero-title"
      borderRadius="card"
      bgGradient="to-br"
      gradientFrom="colorPalette.solid"
      gradientTo="colorPalette.emphasized"
      color="colorPalette.contrast"
      px={{ base: '6', md: '12' }}
      py={{ base: '10', md: '16' }}
    >
      <Stack gap="5" maxW="2xl">
        <Text fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" fontSize="sm">
          {t('home.eyebrow')}
        </Text>
        <Heading as="h1" id="home-hero-title" lang="vi" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
          {t('home.restaurantName')}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }}>{t('home.tagline')}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '4', sm: '10' }}>
          <OpeningHours />
          <RestaurantContact />
        </Stack>
        <HStack gap="3" wrap="wrap">
          <Button asChild size="lg" variant="solid" bg="bg" color="fg" _hover={{ bg: 'bg.muted' }}>
            <RouterLink to={paths.landing.reservation}>{t('home.reserve')}</RouterLink>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            color="inherit"
            borderColor="currentColor"
            _hover={{ bg: 'blackAlpha.200' }}
          >
            <RouterLink to={paths.landing.food}>{t('home.browseMenu')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
