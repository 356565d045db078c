import { useState } from 'react';
import { Box, Button, HStack, Image, Stack } from '@restaurant/shared/ui';
import { productDetailTranslations } from '../translations';

export const GALLERY_VIEWS = ['full', 'closeUp', 'mirrored'] as const;
type GalleryView = (typeof GALLERY_VIEWS)[number];

// One drawing per product: the gallery shows it whole, close up and from the other side, each tinted with the chosen
// colour, so the thumbnails and the colour choice have something to show.
const VIEW_STYLE: Record<GalleryView, { transform?: string }> = {
  full: {},
  closeUp: { transform: 'scale(1.6)' },
  mirrored: { transform: 'scaleX(-1)' },
};

export interface ProductGalleryProps {
  photo: string;
  title: string;
  /** The chosen colour (a palette hex), tinting the images. */
  color: string | undefined;
}

/** The product's main image and its thumbnails; a thumbnail shows its view in the main frame. */
export function ProductGallery({ photo, title, color }: ProductGalleryProps) {
  const { t } = productDetailTranslations.useTranslation();
  const [view, setView] = useState<GalleryView>('full');
  const tint = color ? (
    <Box position="absolute" inset="0" bg={color} opacity="0.15" pointerEvents="none" aria-hidden="true" />
  ) : null;
  return (
    <Stack gap="4" role="group" aria-label={t('gallery.label')}>
      <Box position="relative" overflow="hidden" borderRadius="l3" bg="bg.muted" aspectRatio="1" borderWidth="1px">
        <Image
          src={photo}
          alt={`${title} — ${t(`gallery.views.${view}`)}`}
          position="relative"
          w="full"
          h="full"
          objectFit="contain"
          transition="transform 0.2s"
          {...VIEW_STYLE[view]}
        />
        {tint}
      </Box>
      <HStack gap="3">
        {GALLERY_VIEWS.map((option) => (
          <Button
            key={option}
            variant="outline"
            p="0"
            h="auto"
            w="20"
            overflow="hidden"
            borderWidth="2px"
            borderColor={option === view ? 'colorPalette.solid' : 'border'}
            aria-pressed={option === view}
            aria-label={t('gallery.show', { view: t(`gallery.views.${option}`) })}
            onClick={() => setView(option)}
          >
            <Box position="relative" w="full" aspectRatio="1" overflow="hidden" bg="bg.muted">
              <Image src={photo} alt="" w="full" h="full" objectFit="contain" {...VIEW_STYLE[option]} />
              {tint}
            </Box>
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
