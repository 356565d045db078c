import type { KeyboardEvent } from 'react';
import { useCustomizerStore } from '@restaurant/shared';
import { ChevronLeftIcon, ChevronRightIcon, HStack, IconButton, Image, Stack, Text } from '@restaurant/shared/ui';
import { CloseButton, Dialog, Portal } from '@restaurant/shared/ui-dialog';
import { useDateFormat } from '../../../lib/formatting/use-date-format';
import type { GalleryItem } from '../../../lib/sample-data';
import { stepByKey } from '../lib/gallery';
import { galleryTranslations } from '../translations';

export interface GalleryViewerProps {
  items: readonly GalleryItem[];
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes back on close: the shown photo's thumbnail. */
  returnFocusTo: () => HTMLElement | null;
}

/** The larger view: arrows (mirrored in rtl) and the two buttons move between photos; Escape closes. */
export function GalleryViewer({ items, index, onIndexChange, onClose, returnFocusTo }: GalleryViewerProps) {
  const { t } = galleryTranslations.useTranslation();
  const direction = useCustomizerStore((state) => state.direction);
  const formatDate = useDateFormat();
  const item = index === null ? undefined : items[index];

  const onKeyDown = (event: KeyboardEvent) => {
    if (index === null) return;
    const next = stepByKey(index, items.length, event.key, direction);
    if (next !== index) {
      event.preventDefault();
      onIndexChange(next);
    }
  };
  const step = (forward: boolean) => {
    if (index !== null) onIndexChange((index + (forward ? 1 : -1) + items.length) % items.length);
  };
  // Previous sits at the start side and points outward: mirrored in rtl.
  const StartChevron = direction === 'rtl' ? ChevronRightIcon : ChevronLeftIcon;
  const EndChevron = direction === 'rtl' ? ChevronLeftIcon : ChevronRightIcon;

  return (
    <Dialog.Root
      open={item !== undefined}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      size="xl"
      placement="center"
      finalFocusEl={returnFocusTo}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content onKeyDown={onKeyDown} aria-describedby="gallery-viewer-hint">
            {item && index !== null ? (
              <>
                <Dialog.Header pe="12">
                  <Stack gap="0">
                    <Dialog.Title>{item.name}</Dialog.Title>
                    <Text fontSize="sm" color="fg.muted">
                      <time dateTime={item.time}>{formatDate(item.time)}</time>
                      {' · '}
                      {t('viewer.position', { current: index + 1, total: items.length })}
                    </Text>
                  </Stack>
                </Dialog.Header>
                <Dialog.Body>
                  <Image
                    src={item.cover}
                    alt={item.name}
                    w="full"
                    maxH="70vh"
                    fit="contain"
                    bg="bg.muted"
                    borderRadius="l2"
                  />
                  <Text id="gallery-viewer-hint" fontSize="sm" color="fg.muted" mt="3">
                    {t('viewer.hint')}
                  </Text>
                </Dialog.Body>
                <Dialog.Footer justifyContent="space-between">
                  <HStack gap="2">
                    <IconButton variant="outline" aria-label={t('viewer.previous')} onClick={() => step(false)}>
                      <StartChevron />
                    </IconButton>
                    <IconButton variant="outline" aria-label={t('viewer.next')} onClick={() => step(true)}>
                      <EndChevron />
                    </IconButton>
                  </HStack>
                </Dialog.Footer>
              </>
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
