import { useState } from 'react';
import { Stack, Text } from '@restaurant/shared/ui';
import { SegmentGroup } from '@restaurant/shared/ui-choice';
import { uiComponentsTranslations } from '../translations';
import { ConfirmDialog, FormDialog, SimpleListDialog } from './dialog-examples';
import { DialogFrame } from './dialog-frame';
import { ExampleCard } from './example-card';
import { GalleryPage } from './gallery-page';

const MAX_WIDTHS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
type MaxWidth = (typeof MAX_WIDTHS)[number];
const TERMS_PARAGRAPHS = 12;

function MaxWidthDialog() {
  const { t } = uiComponentsTranslations.useTranslation();
  const [size, setSize] = useState<MaxWidth>('sm');
  return (
    <Stack gap="3">
      <SegmentGroup.Root
        size="sm"
        value={size}
        aria-label={t('dialog.size')}
        onValueChange={(details) => {
          const next = MAX_WIDTHS.find((width) => width === details.value);
          if (next) setSize(next);
        }}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={[...MAX_WIDTHS]} />
      </SegmentGroup.Root>
      <DialogFrame trigger={t('dialog.open')} title={t('dialog.sizeTitle', { size })} size={size}>
        <Text>{t('dialog.sizeBody')}</Text>
      </DialogFrame>
    </Stack>
  );
}

/** /ui-components/dialog: a list, a confirmation, a form, full screen, sized, scrolling and responsive dialogs. */
export default function DialogPage() {
  const { t } = uiComponentsTranslations.useTranslation();
  return (
    <GalleryPage page="dialog">
      <ExampleCard title={t('dialog.simple')}>
        <SimpleListDialog />
      </ExampleCard>
      <ExampleCard title={t('dialog.confirm')}>
        <ConfirmDialog />
      </ExampleCard>
      <ExampleCard title={t('dialog.form')}>
        <FormDialog />
      </ExampleCard>
      <ExampleCard title={t('dialog.fullScreen')}>
        <DialogFrame trigger={t('dialog.open')} title={t('dialog.settings')} size="full" motionPreset="slide-in-bottom">
          <Text>{t('dialog.settingsBody')}</Text>
        </DialogFrame>
      </ExampleCard>
      <ExampleCard title={t('dialog.maxWidth')}>
        <MaxWidthDialog />
      </ExampleCard>
      <ExampleCard title={t('dialog.scrolling')}>
        <DialogFrame trigger={t('dialog.open')} title={t('dialog.terms')} scrollBehavior="inside" size="sm">
          <Stack gap="4">
            {Array.from({ length: TERMS_PARAGRAPHS }, (_, index) => (
              <Text key={index}>{t('dialog.termsParagraph', { number: index + 1 })}</Text>
            ))}
          </Stack>
        </DialogFrame>
      </ExampleCard>
      <ExampleCard title={t('dialog.responsive')}>
        <DialogFrame
          trigger={t('dialog.open')}
          title={t('dialog.responsiveTitle')}
          size={{ base: 'full', md: 'md' }}
          placement="center"
        >
          <Text>{t('dialog.responsiveBody')}</Text>
        </DialogFrame>
      </ExampleCard>
    </GalleryPage>
  );
}
