import { Text } from '@restaurant/shared/ui';
import { SettingsIcon } from '@restaurant/shared/ui';
import { Tabs } from '@restaurant/shared/ui-tabs';
import { HomeIcon, ListIcon, StarIcon } from '../lib/icons';
import { uiComponentsTranslations } from '../translations';
import { ExampleCard } from './example-card';
import { GalleryPage } from './gallery-page';

const TABS = ['overview', 'orders', 'reviews', 'settings'] as const;
const ICONS = { overview: HomeIcon, orders: ListIcon, reviews: StarIcon, settings: SettingsIcon };
const SCROLLING_TABS = 12;

/** /ui-components/tabs: text tabs, tabs with icons, a row that scrolls and a vertical set. */
export default function TabsPage() {
  const { t } = uiComponentsTranslations.useTranslation();
  const panels = TABS.map((tab) => (
    <Tabs.Content key={tab} value={tab}>
      <Text color="fg.muted">{t('tabs.body', { name: t(`tabs.tabNames.${tab}`) })}</Text>
    </Tabs.Content>
  ));
  return (
    <GalleryPage page="tabs">
      <ExampleCard title={t('tabs.text')}>
        <Tabs.Root defaultValue="overview">
          <Tabs.List>
            {TABS.map((tab) => (
              <Tabs.Trigger key={tab} value={tab}>
                {t(`tabs.tabNames.${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {panels}
        </Tabs.Root>
      </ExampleCard>
      <ExampleCard title={t('tabs.icon')}>
        <Tabs.Root defaultValue="orders" variant="enclosed">
          {/* Icons and words do not fit a phone's card: the row scrolls sideways rather than overflow the page. */}
          <Tabs.List overflowX="auto" maxW="full">
            {TABS.map((tab) => {
              const TabIcon = ICONS[tab];
              return (
                <Tabs.Trigger key={tab} value={tab} flexShrink={0}>
                  <TabIcon boxSize="4" />
                  {t(`tabs.tabNames.${tab}`)}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
          {panels}
        </Tabs.Root>
      </ExampleCard>
      <ExampleCard title={t('tabs.scrollable')}>
        <Tabs.Root defaultValue="item-1" variant="line">
          {/* Too many tabs for the card: the list scrolls sideways instead of wrapping. */}
          <Tabs.List overflowX="auto" maxW="full" pb="1">
            {Array.from({ length: SCROLLING_TABS }, (_, index) => (
              <Tabs.Trigger key={index} value={`item-${index + 1}`} flexShrink={0}>
                {t('tabs.item', { number: index + 1 })}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {Array.from({ length: SCROLLING_TABS }, (_, index) => (
            <Tabs.Content key={index} value={`item-${index + 1}`}>
              <Text color="fg.muted">{t('tabs.body', { name: t('tabs.item', { number: index + 1 }) })}</Text>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </ExampleCard>
      <ExampleCard title={t('tabs.vertical')}>
        <Tabs.Root defaultValue="reviews" orientation="vertical" variant="subtle">
          <Tabs.List>
            {TABS.map((tab) => (
              <Tabs.Trigger key={tab} value={tab}>
                {t(`tabs.tabNames.${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {panels}
        </Tabs.Root>
      </ExampleCard>
    </GalleryPage>
  );
}
