import { useState } from 'react';
import { Button, Stack, Text, Wrap } from '@restaurant/shared/ui';
import { Tag } from '@restaurant/shared/ui-display';
import { LeafIcon } from '../lib/icons';
import { uiComponentsTranslations } from '../translations';
import { FilterChips, PeopleChips } from './chip-examples';
import { ExampleCard } from './example-card';
import { GalleryPage } from './gallery-page';

const VARIANTS = ['solid', 'subtle', 'outline', 'surface'] as const;
const SIZES = ['sm', 'md', 'lg', 'xl'] as const;
const TAGS = ['vegan', 'spicy', 'glutenFree', 'dessert', 'drinks'] as const;
type TagKey = (typeof TAGS)[number];

function DeletableChips() {
  const { t } = uiComponentsTranslations.useTranslation();
  const [tags, setTags] = useState<readonly TagKey[]>(TAGS);
  const [announcement, setAnnouncement] = useState('');

  const remove = (tag: TagKey) => {
    setTags((current) => current.filter((item) => item !== tag));
    setAnnouncement(t('chip.removed', { name: t(`chip.tags.${tag}`) }));
  };

  return (
    <Stack gap="3">
      {tags.length === 0 ? <Text color="fg.muted">{t('chip.none')}</Text> : null}
      <Wrap gap="2">
        {tags.map((tag) => (
          <Tag.Root key={tag} size="lg" colorPalette="blue">
            <Tag.Label>{t(`chip.tags.${tag}`)}</Tag.Label>
            <Tag.EndElement>
              <Tag.CloseTrigger
                aria-label={t('chip.remove', { name: t(`chip.tags.${tag}`) })}
                onClick={() => remove(tag)}
              />
            </Tag.EndElement>
          </Tag.Root>
        ))}
      </Wrap>
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        disabled={tags.length === TAGS.length}
        onClick={() => {
          setTags(TAGS);
          setAnnouncement('');
        }}
      >
        {t('chip.reset')}
      </Button>
      <Text role="status" srOnly>
        {announcement}
      </Text>
    </Stack>
  );
}

/** /ui-components/chip: chips in every variant, with an icon, removable, sized, disabled, filtering and with avatars. */
export default function ChipPage() {
  const { t } = uiComponentsTranslations.useTranslation();
  return (
    <GalleryPage page="chip">
      <ExampleCard title={t('chip.variants')}>
        <Wrap gap="2">
          {VARIANTS.map((variant) => (
            <Tag.Root key={variant} variant={variant}>
              <Tag.Label>{t(`chip.variantNames.${variant}`)}</Tag.Label>
            </Tag.Root>
          ))}
        </Wrap>
      </ExampleCard>
      <ExampleCard title={t('chip.icon')}>
        <Wrap gap="2">
          {(['green', 'orange', 'purple'] as const).map((palette, index) => (
            <Tag.Root key={palette} colorPalette={palette} size="lg">
              <Tag.StartElement>
                <LeafIcon />
              </Tag.StartElement>
              <Tag.Label>{t(`chip.tags.${TAGS[index] ?? 'vegan'}`)}</Tag.Label>
            </Tag.Root>
          ))}
        </Wrap>
      </ExampleCard>
      <ExampleCard title={t('chip.deletable')}>
        <DeletableChips />
      </ExampleCard>
      <ExampleCard title={t('chip.sizes')}>
        <Wrap gap="2" align="center">
          {SIZES.map((size) => (
            <Tag.Root key={size} size={size} colorPalette="teal">
              <Tag.Label>{size}</Tag.Label>
            </Tag.Root>
          ))}
        </Wrap>
      </ExampleCard>
      <ExampleCard title={t('chip.disabled')}>
        <Wrap gap="2">
          {/* A tag has no disabled state of its own: the muted look and a disabled close button say it. */}
          <Tag.Root size="lg" aria-disabled="true" opacity="0.6" cursor="not-allowed">
            <Tag.Label>{t('chip.disabledLabel')}</Tag.Label>
            <Tag.EndElement>
              <Tag.CloseTrigger disabled aria-label={t('chip.remove', { name: t('chip.disabledLabel') })} />
            </Tag.EndElement>
          </Tag.Root>
        </Wrap>
      </ExampleCard>
      <ExampleCard title={t('chip.filter')}>
        <FilterChips />
      </ExampleCard>
      <ExampleCard title={t('chip.people')}>
        <PeopleChips />
      </ExampleCard>
    </GalleryPage>
  );
}
