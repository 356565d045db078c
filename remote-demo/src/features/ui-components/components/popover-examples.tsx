import { useState } from 'react';
import { Badge, Box, Button, HStack, IconButton, Stack, Text } from '@restaurant/shared/ui';
import { Popover, Portal } from '@restaurant/shared/ui-popover';
import { BellIcon } from '../lib/icons';
import { uiComponentsTranslations } from '../translations';

const NOTIFICATIONS = ['booking', 'review', 'stock'] as const;

/** A bell that opens the latest notifications, with a count until they are marked read. */
export function NotificationsPopover() {
  const { t } = uiComponentsTranslations.useTranslation();
  const [unread, setUnread] = useState(true);
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }}>
      <Box position="relative" alignSelf="start">
        <Popover.Trigger asChild>
          <IconButton aria-label={t('popover.showNotifications')} variant="outline">
            <BellIcon />
          </IconButton>
        </Popover.Trigger>
        {unread ? (
          <Badge
            aria-hidden="true"
            position="absolute"
            top="-1.5"
            insetEnd="-1.5"
            colorPalette="red"
            variant="solid"
            borderRadius="full"
          >
            {NOTIFICATIONS.length}
          </Badge>
        ) : null}
      </Box>
      <Portal>
        <Popover.Positioner>
          <Popover.Content>
            <Popover.Header>
              <Popover.Title fontWeight="semibold">{t('popover.notifications')}</Popover.Title>
            </Popover.Header>
            <Popover.Body pt="0">
              {unread ? (
                <Stack as="ul" gap="3" listStyleType="none">
                  {NOTIFICATIONS.map((key) => (
                    <HStack as="li" key={key} gap="3" align="start">
                      <Box boxSize="2" mt="2" flexShrink={0} borderRadius="full" bg="colorPalette.solid" />
                      <Text textStyle="sm">{t(`popover.notificationItems.${key}`)}</Text>
                    </HStack>
                  ))}
                </Stack>
              ) : (
                <Text textStyle="sm" color="fg.muted">
                  {t('popover.allRead')}
                </Text>
              )}
            </Popover.Body>
            <Popover.Footer>
              <Button size="sm" variant="ghost" disabled={!unread} onClick={() => setUnread(false)}>
                {t('popover.markAllRead')}
              </Button>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** A destructive action asked about in place, without a modal: cancel, or delete (and undo). */
export function ConfirmPopover() {
  const { t } = uiComponentsTranslations.useTranslation();
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  // The live region is there from the start, so the deletion is announced when its words appear in it.
  const status = (
    <HStack gap="3" role="status">
      {deleted ? (
        <>
          <Text color="fg.muted">{t('popover.deleted')}</Text>
          <Button size="sm" variant="outline" onClick={() => setDeleted(false)}>
            {t('popover.undo')}
          </Button>
        </>
      ) : null}
    </HStack>
  );
  return (
    <>
      {deleted ? null : (
        <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
          <Popover.Trigger asChild>
            <Button variant="outline" colorPalette="red" alignSelf="start">
              {t('popover.deleteDish')}
            </Button>
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content>
                <Popover.Arrow>
                  <Popover.ArrowTip />
                </Popover.Arrow>
                <Popover.Body>
                  <Popover.Title fontWeight="semibold">{t('popover.confirmTitle')}</Popover.Title>
                  <Popover.Description mt="2" color="fg.muted" textStyle="sm">
                    {t('popover.confirmBody')}
                  </Popover.Description>
                  <HStack mt="4" justify="flex-end" gap="2">
                    <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
                      {t('popover.cancel')}
                    </Button>
                    <Button
                      size="sm"
                      colorPalette="red"
                      onClick={() => {
                        setOpen(false);
                        setDeleted(true);
                      }}
                    >
                      {t('popover.delete')}
                    </Button>
                  </HStack>
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
      )}
      {status}
    </>
  );
}
