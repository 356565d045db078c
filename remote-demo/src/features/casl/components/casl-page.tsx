import { AbilityProvider } from '@casl/react';
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Heading, Stack, Text } from '@restaurant/shared/ui';
import { PageContainer } from '@restaurant/shared/ui';
import { Switch } from '@restaurant/shared/ui-choice';
import { demoTranslations } from '../../../lib/translations';
import { useGuardedPosts } from '../hooks/use-guarded-posts';
import { defineAbilityFor, type Role } from '../lib/ability';
import { caslTranslations } from '../translations';
import { PostRow } from './post-row';
import { RoleSwitch } from './role-switch';

/** /pages/casl: one CASL ability per role hides the actions a role may not use and guards their handlers too. */
export default function CaslPage() {
  const { t } = caslTranslations.useTranslation();
  const { t: tDemo } = demoTranslations.useTranslation();
  const [role, setRole] = useState<Role>('admin');
  const [showForbidden, setShowForbidden] = useState(false);
  const ability = useMemo(() => defineAbilityFor(role), [role]);
  const posts = useGuardedPosts(ability, role);

  return (
    <PageContainer
      title={tDemo('pages.pages.casl')}
      description={t('intro')}
      breadcrumb={[{ label: tDemo('pages.section') }]}
    >
      <AbilityProvider value={ability}>
        <Stack gap="6" maxW="3xl">
          <Card.Root variant="outline" bg="bg.panel">
            <Card.Header>
              <Heading as="h2" size="md">
                {t('role')}
              </Heading>
            </Card.Header>
            <Card.Body gap="4">
              <RoleSwitch role={role} onChange={setRole} />
              <Text color="fg.muted">
                {t('permissions')}: {t(`permissionsOf.${role}`)}
              </Text>
              <Switch.Root checked={showForbidden} onCheckedChange={(details) => setShowForbidden(details.checked)}>
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>{t('showForbidden')}</Switch.Label>
              </Switch.Root>
            </Card.Body>
          </Card.Root>
          <Card.Root variant="outline" bg="bg.panel">
            <Card.Header>
              <Heading as="h2" size="md">
                {t('posts')}
              </Heading>
            </Card.Header>
            <Card.Body gap="4">
              {/* A new alert per outcome (its key): screen readers announce each one as it appears. */}
              {posts.announcement ? (
                <Alert.Root
                  key={posts.announcement.id}
                  status={posts.announcement.refused ? 'error' : 'success'}
                  role={posts.announcement.refused ? 'alert' : 'status'}
                >
                  <Alert.Indicator />
                  <Alert.Title>{posts.announcement.text}</Alert.Title>
                </Alert.Root>
              ) : null}
              {posts.posts.length === 0 ? (
                <Stack gap="3" align="start">
                  <Text color="fg.muted">{t('empty')}</Text>
                  <Button size="sm" variant="outline" onClick={posts.restore}>
                    {t('restore')}
                  </Button>
                </Stack>
              ) : (
                <Stack as="ul" gap="3" listStyleType="none" aria-label={t('posts')}>
                  {posts.posts.map((post) => (
                    <li key={post.id}>
                      <PostRow post={post} posts={posts} showForbidden={showForbidden} />
                    </li>
                  ))}
                </Stack>
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
      </AbilityProvider>
    </PageContainer>
  );
}
