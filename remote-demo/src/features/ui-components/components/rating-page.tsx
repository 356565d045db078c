import { useState, type ReactElement } from 'react';
import { Stack, Text } from '@restaurant/shared/ui';
import { RatingGroup } from '@restaurant/shared/ui-rating';
import { HeartIcon } from '../lib/icons';
import { uiComponentsTranslations } from '../translations';
import { ExampleCard } from './example-card';
import { GalleryPage } from './gallery-page';

const SIZES = ['xs', 'sm', 'md', 'lg'] as const;

interface RatingProps extends Omit<RatingGroup.RootProps, 'children'> {
  label: string;
  icon?: ReactElement;
}

/** A labelled rating: the label names the radio group screen readers announce. */
function Rating({ label, icon, ...root }: RatingProps) {
  return (
    <RatingGroup.Root colorPalette="orange" {...root}>
      <RatingGroup.Label srOnly>{label}</RatingGroup.Label>
      <RatingGroup.HiddenInput />
      <RatingGroup.Control>
        {icon ? (
          <RatingGroup.Context>
            {({ items }) =>
              items.map((index) => (
                <RatingGroup.Item key={index} index={index}>
                  <RatingGroup.ItemIndicator icon={icon} />
                </RatingGroup.Item>
              ))
            }
          </RatingGroup.Context>
        ) : (
          <RatingGroup.Items />
        )}
      </RatingGroup.Control>
    </RatingGroup.Root>
  );
}

function HoverLabelRating() {
  const { t } = uiComponentsTranslations.useTranslation();
  const [value, setValue] = useState(2);
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = Math.ceil(hovered ?? value);
  return (
    <Stack direction="row" align="center" gap="4">
      <Rating
        label={t('rating.label')}
        value={value}
        onValueChange={(details) => setValue(details.value)}
        onHoverChange={(details) => setHovered(details.hoveredValue > 0 ? details.hoveredValue : null)}
      />
      <Text color="fg.muted" aria-live="polite">
        {t(`rating.labels.${Math.min(Math.max(shown, 0), 5) as 0 | 1 | 2 | 3 | 4 | 5}`)}
      </Text>
    </Stack>
  );
}

/** /ui-components/rating: controlled, read only, half steps, sizes, a custom icon, ten stars and a hover label. */
export default function RatingPage() {
  const { t } = uiComponentsTranslations.useTranslation();
  const [value, setValue] = useState(3);
  const [half, setHalf] = useState(2.5);
  return (
    <GalleryPage page="rating">
      <ExampleCard title={t('rating.controlled')}>
        <Rating label={t('rating.controlled')} value={value} onValueChange={(details) => setValue(details.value)} />
        <Text color="fg.muted">{t('rating.value', { value })}</Text>
      </ExampleCard>
      <ExampleCard title={t('rating.readOnly')}>
        <Rating label={t('rating.readOnly')} readOnly defaultValue={4} />
      </ExampleCard>
      <ExampleCard title={t('rating.half')}>
        <Rating label={t('rating.half')} allowHalf value={half} onValueChange={(details) => setHalf(details.value)} />
        <Text color="fg.muted">{t('rating.value', { value: half })}</Text>
      </ExampleCard>
      <ExampleCard title={t('rating.sizes')}>
        <Stack gap="3">
          {SIZES.map((size) => (
            <Rating key={size} label={t('rating.size', { size })} size={size} defaultValue={3} />
          ))}
        </Stack>
      </ExampleCard>
      <ExampleCard title={t('rating.customIcon')}>
        <Rating label={t('rating.customIcon')} colorPalette="red" icon={<HeartIcon />} defaultValue={4} />
      </ExampleCard>
      <ExampleCard title={t('rating.tenStars')}>
        <Rating label={t('rating.tenStars')} count={10} defaultValue={7} />
      </ExampleCard>
      <ExampleCard title={t('rating.hoverLabel')}>
        <HoverLabelRating />
      </ExampleCard>
    </GalleryPage>
  );
}
