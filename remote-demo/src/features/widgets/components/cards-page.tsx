import { Grid, GridItem, PageContainer } from '@restaurant/shared/ui';
import { demoTranslations } from '../../../lib/translations';
import { GiftCard } from './gift-card';
import { KpiTiles } from './kpi-tiles';
import { MusicPlayerCard } from './music-player-card';
import { NewsCards } from './news-cards';
import { PeopleCard } from './people-cards';
import { ProductCards } from './product-cards';
import { ProfileCard } from './profile-card';
import { SettingsCard } from './settings-card';
import { UpcomingActivityCard } from './upcoming-activity-card';

/** `/widgets/cards`: the template's card widgets, each working on its own. */
export default function CardsPage() {
  const { t } = demoTranslations.useTranslation();
  return (
    <PageContainer title={t('widgets.pages.cards')} breadcrumb={[{ label: t('widgets.section') }]}>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }} gap="6">
        <GridItem colSpan={{ base: 1, md: 2, xl: 3 }}>
          <KpiTiles />
        </GridItem>
        <GridItem colSpan={{ base: 1, md: 2, xl: 3 }}>
          <NewsCards />
        </GridItem>
        <GridItem colSpan={{ base: 1, md: 2, xl: 2 }}>
          <ProductCards />
        </GridItem>
        <ProfileCard />
        <PeopleCard kind="followers" />
        <PeopleCard kind="friends" />
        <GiftCard />
        <MusicPlayerCard />
        <SettingsCard />
        <UpcomingActivityCard />
      </Grid>
    </PageContainer>
  );
}
