import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@restaurant/shared/forms';
import { Button, HStack, Link, Stack, Text } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import { HoverCard } from '@restaurant/shared/ui-demo-controls';
import { Field, Input } from '@restaurant/shared/ui-form';
import { Popover, Portal } from '@restaurant/shared/ui-popover';
import { AVATAR_IMAGES } from '../../../lib/sample-data/images';
import { renameSchemas, type RenameValues } from '../lib/form-schemas';
import { uiComponentsTranslations } from '../translations';
import { ExampleCard } from './example-card';
import { GalleryPage } from './gallery-page';
import { ConfirmPopover, NotificationsPopover } from './popover-examples';

const CHEF_NAME = 'Amira Haddad';

const renameResolver = contractResolver<RenameValues>(renameSchemas, { optional: ['name'], trim: ['name'] });

function RenamePopover() {
  const { t } = uiComponentsTranslations.useTranslation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('Bistro');
  const { register, handleSubmit, reset } = useForm<RenameValues>({
    resolver: renameResolver,
    defaultValues: { name },
  });
  const save = handleSubmit(({ name: draft }) => {
    // A blank name keeps the current one.
    if (draft.trim() !== '') setName(draft.trim());
    setOpen(false);
  });
  return (
    <Stack gap="3">
      <Text color="fg.muted">{t('popover.currentName', { name })}</Text>
      <Popover.Root
        open={open}
        onOpenChange={(details) => {
          setOpen(details.open);
          // Opening or closing starts the draft again from the current name.
          reset({ name });
        }}
      >
        <Popover.Trigger asChild>
          <Button variant="outline" alignSelf="start">
            {t('popover.rename')}
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content>
              <Popover.Arrow>
                <Popover.ArrowTip />
              </Popover.Arrow>
              <Popover.Body>
                <Stack as="form" gap="3" onSubmit={(event) => void save(event)}>
                  <Field.Root>
                    <Field.Label>{t('popover.name')}</Field.Label>
                    <Input {...register('name')} />
                  </Field.Root>
                  <Button type="submit" size="sm" alignSelf="end">
                    {t('popover.save')}
                  </Button>
                </Stack>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </Stack>
  );
}

/** /ui-components/popover: a popover opened by a click, one holding a form, and a card shown on hover or focus. */
export default function PopoverPage() {
  const { t } = uiComponentsTranslations.useTranslation();
  return (
    <GalleryPage page="popover">
      <ExampleCard title={t('popover.click')}>
        <Popover.Root>
          <Popover.Trigger asChild>
            <Button variant="outline" alignSelf="start">
              {t('popover.openPopover')}
            </Button>
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content>
                <Popover.Arrow>
                  <Popover.ArrowTip />
                </Popover.Arrow>
                <Popover.Body>
                  <Popover.Title fontWeight="semibold">{t('popover.popoverTitle')}</Popover.Title>
                  <Text mt="2" color="fg.muted">
                    {t('popover.popoverBody')}
                  </Text>
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
      </ExampleCard>
      <ExampleCard title={t('popover.withForm')}>
        <RenamePopover />
      </ExampleCard>
      <ExampleCard title={t('popover.hover')}>
        <Text color="fg.muted">{t('popover.hoverHint')}</Text>
        <HoverCard.Root openDelay={200} closeDelay={100}>
          <HoverCard.Trigger asChild>
            <Link
              href="#chef"
              // A card trigger, not a navigation: the link only gives it a focusable, familiar shape.
              onClick={(event) => event.preventDefault()}
              alignSelf="start"
              colorPalette="teal"
              fontWeight="semibold"
            >
              {t('popover.hoverTrigger')}
            </Link>
          </HoverCard.Trigger>
          <Portal>
            <HoverCard.Positioner>
              <HoverCard.Content maxW="xs">
                <HoverCard.Arrow>
                  <HoverCard.ArrowTip />
                </HoverCard.Arrow>
                <HStack gap="3" align="start">
                  <Avatar.Root>
                    <Avatar.Fallback name={CHEF_NAME} />
                    <Avatar.Image src={AVATAR_IMAGES[0]} alt={CHEF_NAME} />
                  </Avatar.Root>
                  <Stack gap="1">
                    <Text fontWeight="semibold">{CHEF_NAME}</Text>
                    <Text textStyle="sm" color="fg.muted">
                      {t('popover.hoverBody')}
                    </Text>
                  </Stack>
                </HStack>
              </HoverCard.Content>
            </HoverCard.Positioner>
          </Portal>
        </HoverCard.Root>
      </ExampleCard>
      <ExampleCard title={t('popover.notifications')}>
        <NotificationsPopover />
      </ExampleCard>
      <ExampleCard title={t('popover.confirm')}>
        <ConfirmPopover />
      </ExampleCard>
    </GalleryPage>
  );
}
