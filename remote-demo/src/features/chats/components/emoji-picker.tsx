import { useState } from 'react';
import { IconButton, SimpleGrid } from '@restaurant/shared/ui';
import { Popover, Portal } from '@restaurant/shared/ui-popover';
import { EMOJI } from '../lib/emoji';
import { chatsTranslations } from '../translations';
import { SmileIcon } from './chat-icons';

/** A small popover grid of common emoji: each a named button, so it works by keyboard and screen reader. */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = chatsTranslations.useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" aria-label={t('emoji')}>
          <SmileIcon />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="auto" aria-label={t('emojiList')}>
            <Popover.Body p="2">
              <SimpleGrid columns={6} gap="1" role="group" aria-label={t('emojiList')}>
                {EMOJI.map((emoji) => (
                  <IconButton
                    key={emoji.name}
                    variant="ghost"
                    size="sm"
                    fontSize="xl"
                    aria-label={t(`emojiNames.${emoji.name}`)}
                    onClick={() => {
                      onPick(emoji.char);
                      setOpen(false);
                    }}
                  >
                    <span aria-hidden="true">{emoji.char}</span>
                  </IconButton>
                ))}
              </SimpleGrid>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
