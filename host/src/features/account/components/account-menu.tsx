import { useQueryClient } from '@tanstack/react-query';
import { signOut, useCurrentUser, type AuthUser } from '@restaurant/shared';
import { Link as RouterLink, paths, useNavigate } from '@restaurant/shared/router';
import { Alert, Badge, HStack, IconButton, Stack, Text } from '@restaurant/shared/ui';
import { Menu, Portal } from '@restaurant/shared/ui-menu';
import { hostTranslations } from '../../../lib/translations';
import { AccountFace, useEmailUndeliverable } from './account-attention';

// `emailVerified` is being added to the API's user; until it lands the badge simply stays hidden.
function isEmailVerified(user: AuthUser): boolean {
  return 'emailVerified' in user && user.emailVerified === true;
}

/** The signed-in diner's menu; loaded the first time it is opened. */
export default function AccountMenu() {
  const { t } = hostTranslations.useTranslation();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const attention = useEmailUndeliverable();
  return (
    <Menu.Root
      defaultOpen
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value !== 'logout') return;
        // Home first: this menu unmounts as soon as the session is cleared. Display preferences stay; the session,
        // the cart and anything fetched with them go (shared signOut).
        void navigate(paths.landing.homepage);
        void signOut(queryClient);
      }}
    >
      <Menu.Trigger asChild>
        <IconButton aria-label={t(attention ? 'header.accountNeedsAttention' : 'header.account')} variant="ghost">
          <AccountFace attention={attention} />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            {user ? (
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>
                  <Stack gap="0.5">
                    <HStack gap="2">
                      <Text fontWeight="semibold" color="fg" truncate>
                        {user.fullName}
                      </Text>
                      {isEmailVerified(user) ? (
                        <Badge size="xs" colorPalette="green" aria-label={t('header.verifiedAccount')}>
                          {t('header.verified')}
                        </Badge>
                      ) : null}
                    </HStack>
                    <Text fontSize="xs" fontWeight="normal" color="fg.muted" truncate>
                      {user.email}
                    </Text>
                    {attention ? (
                      <Alert.Root status="warning" size="sm" mt="2" maxW="xs">
                        <Alert.Indicator />
                        <Alert.Title fontWeight="normal">{t('header.emailUndeliverable')}</Alert.Title>
                      </Alert.Root>
                    ) : null}
                  </Stack>
                </Menu.ItemGroupLabel>
              </Menu.ItemGroup>
            ) : null}
            <Menu.Separator />
            <Menu.Item value="orders" asChild>
              <RouterLink to={paths.landing.orders}>{t('header.myOrders')}</RouterLink>
            </Menu.Item>
            <Menu.Item value="reservations" asChild>
              <RouterLink to={paths.myReservations}>{t('header.myReservations')}</RouterLink>
            </Menu.Item>
            <Menu.Item value="review" asChild>
              <RouterLink to={paths.landing.reviews}>{t('header.myReview')}</RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout">{t('header.logout')}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
