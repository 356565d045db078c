import type { ReactElement } from 'react';
import { Button, IconButton, Wrap } from '@restaurant/shared/ui';
import { Portal, Tooltip } from '@restaurant/shared/ui-popover';
import { PlusIcon } from '../lib/icons';
import { uiComponentsTranslations } from '../translations';
import { ExampleCard } from './example-card';
import { GalleryPage } from './gallery-page';

// Logical sides: `start` and `end` follow the reading direction, so they swap in Arabic.
const PLACEMENTS = ['top', 'bottom', 'start', 'end'] as const;
type Placement = (typeof PLACEMENTS)[number];

function physical(placement: Placement, rtl: boolean): 'top' | 'bottom' | 'left' | 'right' {
  if (placement === 'start') return rtl ? 'right' : 'left';
  if (placement === 'end') return rtl ? 'left' : 'right';
  return placement;
}

interface TipProps {
  content: string;
  placement?: 'top' | 'bottom' | 'left' | 'right';
  arrow?: boolean;
  children: ReactElement;
}

function Tip({ content, placement = 'top', arrow = false, children }: TipProps) {
  return (
    <Tooltip.Root positioning={{ placement }} openDelay={200} closeDelay={100}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">
            {arrow ? (
              <Tooltip.Arrow>
                <Tooltip.ArrowTip />
              </Tooltip.Arrow>
            ) : null}
            {content}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/** /ui-components/tooltip: a tooltip with an arrow, one with long text, and the four placements. */
export default function TooltipPage() {
  const { t, i18n } = uiComponentsTranslations.useTranslation();
  const rtl = i18n.dir() === 'rtl';
  return (
    <GalleryPage page="tooltip">
      <ExampleCard title={t('tooltip.arrow')}>
        <Tip content={t('tooltip.addTip')} arrow>
          <IconButton aria-label={t('tooltip.add')} variant="outline" alignSelf="start">
            <PlusIcon />
          </IconButton>
        </Tip>
      </ExampleCard>
      <ExampleCard title={t('tooltip.longText')}>
        <Tip content={t('tooltip.longTip')} arrow>
          <Button variant="outline" alignSelf="start">
            {t('tooltip.long')}
          </Button>
        </Tip>
      </ExampleCard>
      <ExampleCard title={t('tooltip.placements')}>
        <Wrap gap="3">
          {PLACEMENTS.map((placement) => {
            const name = t(`tooltip.placementNames.${placement}`);
            return (
              <Tip
                key={placement}
                placement={physical(placement, rtl)}
                content={t('tooltip.placementTip', { placement: name.toLowerCase() })}
                arrow
              >
                <Button variant="subtle">{name}</Button>
              </Tip>
            );
          })}
        </Wrap>
      </ExampleCard>
    </GalleryPage>
  );
}
