import { Button, Card, HStack, lineIcon, Stack, Text, VisuallyHidden } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import type { FollowerUser } from '../../../lib/sample-data';
import { followersTranslations } from '../translations';

const PinIcon = lineIcon('PinIcon', [
  'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z',
  'M12 12.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
]);
const CheckIcon = lineIcon('CheckIcon', ['M5 12.5l4.5 4.5L19 7.5']);
const PlusIcon = lineIcon('PlusIcon', ['M12 5v14', 'M5 12h14']);

export interface FollowerCardProps {
  user: FollowerUser;
  onToggleFollow: (id: number) => void;
}

/**
 * One follower. The button says what is true now (Follow / Following, like the social sites), and its accessible
 * name carries the person's name ("Follow Ana Lopez"), so a screen-reader list of buttons is not twenty "Follow"s.
 */
export function FollowerCard({ user, onToggleFollow }: FollowerCardProps) {
  const { t } = followersTranslations.useTranslation();
  return (
    <Card.Root as="article" variant="outline" h="full">
      <Card.Body p="4">
        <HStack gap="3" align="center">
          <Avatar.Root size="lg" flexShrink={0}>
            <Avatar.Fallback name={user.name} />
            <Avatar.Image src={user.avatar} alt="" />
          </Avatar.Root>
          <Stack gap="0" flex="1" minW="0" textAlign="start">
            <Text as="h2" fontWeight="semibold" truncate>
              {user.name}
            </Text>
            <Text fontSize="sm" color="fg.muted" truncate>
              {user.role}
            </Text>
            <HStack gap="1" fontSize="sm" color="fg.muted">
              <PinIcon boxSize="3.5" />
              <VisuallyHidden>{t('country')}:</VisuallyHidden>
              <Text as="span" truncate>
                {user.country}
              </Text>
            </HStack>
          </Stack>
          <Button
            size="sm"
            flexShrink={0}
            variant={user.isFollowed ? 'subtle' : 'solid'}
            onClick={() => onToggleFollow(user.id)}
          >
            {user.isFollowed ? <CheckIcon /> : <PlusIcon />}
            {user.isFollowed ? t('following') : t('follow')}
            <VisuallyHidden> {user.name}</VisuallyHidden>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
