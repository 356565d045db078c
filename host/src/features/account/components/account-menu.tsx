import { queryClient, useAuthStore, useAuthUser } from '@restaurant/shared';
import { Link as RouterLink, useNavigate } from '@restaurant/shared/router';
import { IconButton, UserIcon } from '@restaurant/shared/ui';
import { Menu, Portal } from '@restaurant/shared/ui-extra';
import { useTranslation } from 'react-i18next';

/** The signed-in diner's menu; loaded the first time it is opened. */
export default function AccountMenu() {
  const { t } = useTranslation('host');
  const user = useAuthUser();
  const clearSession = useAuthStore((state) => state.clearSession);
  const navigate = useNavigate();
  return (
    <Menu.Root defaultOpen positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={t('header.account')} variant="ghost">
          <UserIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {user ? <Menu.ItemGroup title={user.fullName} /> : null}
            <Menu.Item value="reviews" asChild>
              <RouterLink to="/landing/reviews">{t('nav.myReviews')}</RouterLink>
            </Menu.Item>
            <Menu.Item value="reservation" asChild>
              <RouterLink to="/landing/reservation">{t('nav.reservation')}</RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item
              value="logout"
              onSelect={() => {
                // Display preferences stay; the session and anything fetched with it go.
                clearSession();
                queryClient.clear();
                void navigate('/landing/homepage');
              }}
            >
              {t('header.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
