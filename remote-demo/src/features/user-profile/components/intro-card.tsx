import { Card, Heading, Text } from '@restaurant/shared/ui';
import { DataList } from '@restaurant/shared/ui-demo';
import { PROFILE_OWNER } from '../lib/profile-owner';
import { userProfileTranslations } from '../translations';

const FACTS = ['company', 'email', 'website', 'location'] as const;

/** Who the profile's owner is: a short bio and where to find them. */
export function IntroCard() {
  const { t } = userProfileTranslations.useTranslation();
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="profile-intro">
      <Card.Body gap="4">
        <Heading as="h3" size="md" id="profile-intro">
          {t('intro.title')}
        </Heading>
        <Text color="fg.muted">{PROFILE_OWNER.bio}</Text>
        <DataList.Root orientation="horizontal" size="sm">
          {FACTS.map((fact) => (
            <DataList.Item key={fact}>
              <DataList.ItemLabel>{t(`intro.${fact}`)}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{PROFILE_OWNER[fact]}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
