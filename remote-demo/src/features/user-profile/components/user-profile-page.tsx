import { Grid, PageContainer, Stack } from '@restaurant/shared/ui';
import { Tabs } from '@restaurant/shared/ui-tabs';
import { useDemoUserCounts } from '../../../lib/sample-data';
import { demoTranslations } from '../../../lib/translations';
import { GalleryGrid } from './gallery-grid';
import { IntroCard } from './intro-card';
import { PeopleGrid } from './people-grid';
import { PhotosCard } from './photos-card';
import { PROFILE_TABS, ProfileBanner } from './profile-banner';
import { ShareThoughtsBox } from './share-thoughts-box';
import { SocialPostList } from './social-post-list';

/** `/user/user-profile`: the banner with its tabs; the profile tab holds the intro, photos and the social posts. */
export default function UserProfilePage() {
  const { t } = demoTranslations.useTranslation();
  const counts = useDemoUserCounts();

  return (
    <PageContainer title={t('user.pages.user-profile')} breadcrumb={[{ label: t('user.section') }]}>
      <Tabs.Root defaultValue={PROFILE_TABS[0]} variant="line" lazyMount>
        <Stack gap="6">
          <ProfileBanner counts={counts} />
          <Tabs.Content value="profile" p="0">
            <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
              <Stack gap="6">
                <IntroCard />
                <PhotosCard />
              </Stack>
              <Stack gap="6">
                <ShareThoughtsBox />
                <SocialPostList />
              </Stack>
            </Grid>
          </Tabs.Content>
          <Tabs.Content value="followers" p="0">
            <PeopleGrid only="followers" />
          </Tabs.Content>
          <Tabs.Content value="friends" p="0">
            <PeopleGrid only="friends" />
          </Tabs.Content>
          <Tabs.Content value="gallery" p="0">
            <GalleryGrid />
          </Tabs.Content>
        </Stack>
      </Tabs.Root>
    </PageContainer>
  );
}
