import { Badge, Box, HStack, Stack, Text, UserIcon, Wrap } from '@restaurant/shared/ui';
import { Avatar, AvatarGroup } from '@restaurant/shared/ui-avatar';
import { Float } from '@restaurant/shared/ui-demo';
import { AVATAR_IMAGES } from '../../../lib/sample-data/images';
import { uiComponentsTranslations } from '../translations';
import { ExampleCard } from './example-card';
import { GalleryPage } from './gallery-page';

// Sample people: names are data, like the sample-data API's.
const PEOPLE = ['Amira Haddad', 'Lucas Martin', 'Mei Chen', 'Omar Farouk', 'Sofia Rossi', 'Noah Dubois', 'Lina Saleh'];
const SHAPES = ['full', 'rounded', 'square'] as const;
const SIZES = ['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
const GROUP_MAX = 3;

function imageOf(index: number): string | undefined {
  return AVATAR_IMAGES[index % AVATAR_IMAGES.length];
}

function PersonAvatar({ index, ...props }: { index: number } & Avatar.RootProps) {
  const name = PEOPLE[index % PEOPLE.length] ?? '';
  return (
    <Avatar.Root {...props}>
      <Avatar.Fallback name={name} />
      <Avatar.Image src={imageOf(index)} alt={name} />
    </Avatar.Root>
  );
}

/** /ui-components/avatar: images, initials, an icon, shapes, a capped group, badges and the size scale. */
export default function AvatarPage() {
  const { t } = uiComponentsTranslations.useTranslation();
  const hidden = PEOPLE.length - GROUP_MAX;
  return (
    <GalleryPage page="avatar">
      <ExampleCard title={t('avatar.image')}>
        <Wrap gap="4">
          {[0, 1, 2].map((index) => (
            <PersonAvatar key={index} index={index} size="lg" />
          ))}
        </Wrap>
      </ExampleCard>
      <ExampleCard title={t('avatar.letter')}>
        <Wrap gap="4">
          {PEOPLE.slice(0, 3).map((name, index) => (
            <Avatar.Root key={name} size="lg" colorPalette={['blue', 'green', 'orange'][index]}>
              <Avatar.Fallback name={name} />
            </Avatar.Root>
          ))}
        </Wrap>
      </ExampleCard>
      <ExampleCard title={t('avatar.icon')}>
        <Wrap gap="4">
          {(['gray', 'blue', 'purple'] as const).map((palette) => (
            <Avatar.Root key={palette} size="lg" colorPalette={palette} role="img" aria-label={t('avatar.guest')}>
              <Avatar.Fallback>
                <UserIcon boxSize="6" />
              </Avatar.Fallback>
            </Avatar.Root>
          ))}
        </Wrap>
      </ExampleCard>
      <ExampleCard title={t('avatar.shapes')}>
        <Wrap gap="6">
          {SHAPES.map((shape, index) => (
            <Stack key={shape} align="center" gap="2">
              <PersonAvatar index={index + 3} shape={shape} size="xl" />
              <Text textStyle="sm" color="fg.muted">
                {t(`avatar.shapeNames.${shape}`)}
              </Text>
            </Stack>
          ))}
        </Wrap>
      </ExampleCard>
      <ExampleCard title={t('avatar.group')}>
        <AvatarGroup size="lg" stacking="first-on-top">
          {PEOPLE.slice(0, GROUP_MAX).map((name, index) => (
            <PersonAvatar key={name} index={index} borderWidth="2px" borderColor="bg.panel" />
          ))}
          <Avatar.Root variant="solid" role="img" aria-label={t('avatar.more', { count: hidden })}>
            <Avatar.Fallback aria-hidden="true">+{hidden}</Avatar.Fallback>
          </Avatar.Root>
        </AvatarGroup>
      </ExampleCard>
      <ExampleCard title={t('avatar.badge')}>
        <HStack gap="8">
          <Box position="relative">
            <PersonAvatar index={4} size="lg" />
            <Float placement="bottom-end" offsetX="1" offsetY="1">
              <Box
                boxSize="3"
                rounded="full"
                bg="green.solid"
                borderWidth="2px"
                borderColor="bg.panel"
                role="img"
                aria-label={t('avatar.online')}
              />
            </Float>
          </Box>
          <Box position="relative">
            <PersonAvatar index={5} size="lg" />
            <Float placement="top-end">
              <Badge variant="solid" colorPalette="red" rounded="full" aria-label={t('avatar.unread', { count: 4 })}>
                4
              </Badge>
            </Float>
          </Box>
        </HStack>
      </ExampleCard>
      <ExampleCard title={t('avatar.sizes')}>
        <Wrap gap="4" align="end">
          {SIZES.map((size, index) => (
            <PersonAvatar key={size} index={index} size={size} />
          ))}
        </Wrap>
      </ExampleCard>
    </GalleryPage>
  );
}
