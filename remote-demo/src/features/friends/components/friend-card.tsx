import { Box, Card, HStack, IconButton, Text } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import type { FollowerUser } from '../../../lib/sample-data';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../lib/friends';
import { friendsTranslations } from '../translations';
import { SOCIAL_ICONS } from './social-icons';

export interface FriendCardProps {
  friend: FollowerUser;
  /** The profiles are sample data: the page says so instead of sending the person to a made-up address. */
  onSocial: (friend: FollowerUser, network: SocialNetwork) => void;
}

export function FriendCard({ friend, onSocial }: FriendCardProps) {
  const { t } = friendsTranslations.useTranslation();
  return (
    <Card.Root as="article" variant="outline" h="full" overflow="hidden" textAlign="center">
      <Box h="16" bg="colorPalette.subtle" aria-hidden="true" />
      <Card.Body p="4" pt="0" gap="1" alignItems="center">
        <Avatar.Root size="2xl" mt="-10" borderWidth="4px" borderColor="bg.panel">
          <Avatar.Fallback name={friend.name} />
          <Avatar.Image src={friend.avatar} alt="" />
        </Avatar.Root>
        <Text as="h2" fontWeight="semibold" fontSize="lg" mt="2">
          {friend.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {friend.role}
        </Text>
      </Card.Body>
      <Card.Footer p="3" justifyContent="center" borderTopWidth="1px" borderColor="border">
        <HStack as="ul" listStyleType="none" gap="1" aria-label={t('socialLinks', { name: friend.name })}>
          {SOCIAL_NETWORKS.map((network) => {
            const SocialIcon = SOCIAL_ICONS[network];
            return (
              <li key={network}>
                <IconButton
                  variant="ghost"
                  size="sm"
                  aria-label={t('profileOn', { name: friend.name, network })}
                  onClick={() => onSocial(friend, network)}
                >
                  <SocialIcon />
                </IconButton>
              </li>
            );
          })}
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
