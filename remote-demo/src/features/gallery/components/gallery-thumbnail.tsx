import type { Ref } from 'react';
import { Card, chakra, Image, Stack, Text } from '@restaurant/shared/ui';
import { useDateFormat } from '../../../lib/formatting/use-date-format';
import type { GalleryItem } from '../../../lib/sample-data';
import { galleryTranslations } from '../translations';

export interface GalleryThumbnailProps {
  item: GalleryItem;
  onOpen: () => void;
  /** The viewer gives focus back to this button when it closes. */
  buttonRef: Ref<HTMLButtonElement>;
}

/** One photo of the grid: the whole card is the button that opens the larger view. */
export function GalleryThumbnail({ item, onOpen, buttonRef }: GalleryThumbnailProps) {
  const { t } = galleryTranslations.useTranslation();
  const formatDate = useDateFormat();
  return (
    <Card.Root as="article" variant="outline" overflow="hidden" h="full">
      <chakra.button
        ref={buttonRef}
        type="button"
        aria-label={t('open', { name: item.name })}
        onClick={onOpen}
        display="block"
        cursor="zoom-in"
        overflow="hidden"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
      >
        <Image
          src={item.cover}
          alt={item.name}
          loading="lazy"
          decoding="async"
          htmlWidth={400}
          htmlHeight={300}
          aspectRatio="4 / 3"
          w="full"
          h="auto"
          fit="cover"
          bg="bg.muted"
          transition="transform 0.2s"
          _hover={{ transform: 'scale(1.04)' }}
        />
      </chakra.button>
      <Card.Body p="3">
        <Stack gap="0" textAlign="start">
          <Text as="h2" fontWeight="semibold" truncate>
            {item.name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={item.time}>{formatDate(item.time)}</time>
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
