import { Button, IconButton, Wrap } from '@restaurant/shared/ui';
import { PlusIcon } from '../lib/icons';
import { uiComponentsTranslations } from '../translations';
import { ExampleCard } from './example-card';
import { GalleryPage } from './gallery-page';
import { Tip } from './tip';
import { ShortcutTooltips, TeamTooltips, ToolbarTooltips } from './tooltip-examples';

// Logical sides: `start` and `end` follow the reading direction, so they swap in Arabic.
const PLACEMENTS = ['top', 'bottom', 'start', 'end'] as const;
type Placement = (typeof PLACEMENTS)[number];

function physical(placement: Placement, rtl: boolean): 'top' | 'bottom' | 'left' | 'right' {
  if (placement === 'start') return rtl ? 'right' : 'left';
  if (placement === 'end') return rtl ? 'left' : 'right';
  return placement;
}

/**
 * /ui-components/tooltip: a tooltip with an arrow, one with long text, the four placements, a toolbar, shortcuts and a
 * team of avatars.
 */
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
      <ExampleCard title={t('tooltip.toolbar')}>
        <ToolbarTooltips />
      </ExampleCard>
      <ExampleCard title={t('tooltip.shortcuts')}>
        <ShortcutTooltips />
      </ExampleCard>
      <ExampleCard title={t('tooltip.team')}>
        <TeamTooltips />
      </ExampleCard>
    </GalleryPage>
  );
}
