import { Box, Image, SimpleGrid, Text } from '@restaurant/shared/ui';
import type { SocialImage } from '../../../lib/sample-data';
import { userProfileTranslations } from '../translations';

/** A post's pictures: a titled one with its caption, or a grid whose featured picture spans the first row. */
export function PostImages({ images, author }: { images: SocialImage[]; author: string }) {
  const { t } = userProfileTranslations.useTranslation();
  if (images.length === 0) return null;
  return (
    <SimpleGrid columns={images.length > 1 ? 2 : 1} gap="2">
      {images.map((image, index) => {
        const featured = 'featured' in image && image.featured && images.length > 1;
        const title = 'title' in image ? image.title : undefined;
        return (
          <Box as="figure" key={`${image.img}-${index}`} gridColumn={featured ? '1 / -1' : undefined}>
            <Image
              src={image.img}
              alt={title ?? t('post.image', { position: index + 1, name: author })}
              loading="lazy"
              htmlWidth={800}
              htmlHeight={450}
              aspectRatio={featured || images.length === 1 ? '16 / 9' : '4 / 3'}
              w="full"
              h="auto"
              fit="cover"
              borderRadius="md"
              bg="bg.muted"
            />
            {title ? (
              <Text as="figcaption" fontSize="sm" color="fg.muted" mt="1">
                {title}
              </Text>
            ) : null}
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
