import { Card, EmptyState, ErrorState, Image, SimpleGrid, Skeleton, Text } from '@restaurant/shared/ui';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { useGallery } from '../../../lib/sample-data';
import { userProfileTranslations } from '../translations';

/** The gallery tab: every photo with its name and date, from `useGallery()`. */
export function GalleryGrid() {
  const { t } = userProfileTranslations.useTranslation();
  const format = useDemoFormatters();
  const gallery = useGallery();
  if (gallery.isError) return <ErrorState title={t('loadError')} message={gallery.error.message} />;
  if (!gallery.data) {
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" role="status" aria-label={t('common:loading')}>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} aspectRatio="4 / 3" borderRadius="card" />
        ))}
      </SimpleGrid>
    );
  }
  if (gallery.data.length === 0) return <EmptyState title={t('gallery.empty')} />;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" aria-label={t('tabs.gallery')}>
      {gallery.data.map((item) => (
        <Card.Root as="li" key={item.id} variant="outline" overflow="hidden">
          <Image
            src={item.cover}
            alt={item.name}
            loading="lazy"
            htmlWidth={400}
            htmlHeight={300}
            aspectRatio="4 / 3"
            w="full"
            h="auto"
            fit="cover"
            bg="bg.muted"
          />
          <Card.Body p="3" gap="0">
            <Text fontWeight="semibold">{item.name}</Text>
            <Text fontSize="sm" color="fg.muted" asChild>
              <time dateTime={item.time}>{format.dateTime(item.time)}</time>
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
