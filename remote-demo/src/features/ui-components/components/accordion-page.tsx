import { useState } from 'react';
import { Stack, Text } from '@restaurant/shared/ui';
import { Accordion } from '@restaurant/shared/ui-accordion';
import { uiComponentsTranslations } from '../translations';
import { ExampleCard } from './example-card';
import { GalleryPage } from './gallery-page';

interface Panel {
  value: string;
  title: string;
  body: string;
  disabled?: boolean;
}

function Panels({ panels }: { panels: readonly Panel[] }) {
  return panels.map((panel) => (
    <Accordion.Item key={panel.value} value={panel.value} disabled={panel.disabled}>
      <Accordion.ItemTrigger>
        <Text as="span" flex="1" textAlign="start">
          {panel.title}
        </Text>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody color="fg.muted">{panel.body}</Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  ));
}

/** /ui-components/accordion: a basic accordion with a disabled item and a controlled one that opens one at a time. */
export default function AccordionPage() {
  const { t } = uiComponentsTranslations.useTranslation();
  const [open, setOpen] = useState<string[]>(['account']);

  const basic: Panel[] = [
    { value: 'shipping', title: t('accordion.items.shipping'), body: t('accordion.items.shippingBody') },
    { value: 'returns', title: t('accordion.items.returns'), body: t('accordion.items.returnsBody') },
    {
      value: 'gifts',
      title: `${t('accordion.items.gifts')} ${t('accordion.items.disabledHint')}`,
      body: t('accordion.items.giftsBody'),
      disabled: true,
    },
  ];
  const controlled: Panel[] = [
    { value: 'account', title: t('accordion.items.account'), body: t('accordion.items.accountBody') },
    { value: 'privacy', title: t('accordion.items.privacy'), body: t('accordion.items.privacyBody') },
    { value: 'billing', title: t('accordion.items.billing'), body: t('accordion.items.billingBody') },
  ];
  const openTitle = controlled.find((panel) => panel.value === open[0])?.title ?? t('accordion.none');

  return (
    <GalleryPage page="accordion">
      <ExampleCard title={t('accordion.basic')}>
        <Accordion.Root multiple collapsible defaultValue={['shipping']}>
          <Panels panels={basic} />
        </Accordion.Root>
      </ExampleCard>
      <ExampleCard title={t('accordion.controlled')}>
        <Stack gap="3">
          <Text color="fg.muted" aria-live="polite">
            {t('accordion.openPanel', { panel: openTitle })}
          </Text>
          <Accordion.Root collapsible value={open} onValueChange={(details) => setOpen(details.value)}>
            <Panels panels={controlled} />
          </Accordion.Root>
        </Stack>
      </ExampleCard>
    </GalleryPage>
  );
}
