import { Badge, Card, EmptyState, ErrorState, HStack, SimpleGrid, Skeleton, Stack, Text } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import { useUsers } from '../../../lib/sample-data';
import { userProfileTranslations } from '../translations';

/** The followers tab (everyone) or the friends tab (those the owner follows back), from `useUsers()`. */
export function PeopleGrid({ only }: { only: 'followers' | 'friends' }) {
  const { t } = userProfileTranslations.useTranslation();
  const users = useUsers();
  if (users.isError) return <ErrorState title={t('loadError')} message={users.error.message} />;
  if (!users.data) {
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" role="status" aria-label={t('common:loading')}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} h="20" borderRadius="card" />
        ))}
      </SimpleGrid>
    );
  }
  const people = only === 'friends' ? users.data.filter((user) => user.isFollowed) : users.data;
  if (people.length === 0) return <EmptyState title={t('people.empty')} />;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-label={t(`tabs.${only}`)}>
      {people.map((person) => (
        <Card.Root as="li" key={person.id} variant="outline">
          <Card.Body p="4">
            <HStack gap="3">
              <Avatar.Root size="lg">
                <Avatar.Fallback name={person.name} />
                <Avatar.Image src={person.avatar} alt="" />
              </Avatar.Root>
              <Stack gap="0" flex="1" minW="0">
                <Text fontWeight="semibold" truncate>
                  {person.name}
                </Text>
                <Text fontSize="sm" color="fg.muted" truncate>
                  {only === 'friends' ? person.role : person.country}
                </Text>
              </Stack>
              {only === 'followers' && person.isFollowed ? (
                <Badge variant="subtle" colorPalette="green">
                  {t('people.following')}
                </Badge>
              ) : null}
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
