import { Card, Heading, Image, SimpleGrid, Skeleton } from '@restaurant/shared/ui';
import { useGallery } from '../../../lib/sample-data';
import { userProfileTranslations } from '../translations';

/** The first nine gallery photos, small. */
export function PhotosCard() {
  const { t } = userProfileTranslations.useTranslation();
  const gallery = useGallery();
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="profile-photos">
      <Card.Body gap="4">
        <Heading as="h3" size="md" id="profile-photos">
          {t('photos.title')}
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={3} gap="2">
          {gallery.data
            ? gallery.data.slice(0, 9).map((item) => (
                <li key={item.id}>
                  <Image
                    src={item.cover}
                    alt={item.name}
                    loading="lazy"
                    htmlWidth={120}
                    htmlHeight={120}
                    aspectRatio="1"
                    w="full"
                    h="auto"
                    fit="cover"
                    borderRadius="md"
                    bg="bg.muted"
                  />
                </li>
              ))
            : Array.from({ length: 9 }, (_, index) => (
                <li key={index}>
                  <Skeleton aspectRatio="1" borderRadius="md" />
                </li>
              ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
