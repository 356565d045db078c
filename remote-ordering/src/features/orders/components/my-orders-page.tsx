import { useIsAuthenticated } from '@restaurant/shared';
import { Link as RouterLink, paths, useSearchParams } from '@restaurant/shared/router';
import { Button, EmptyState, ErrorState, LoadingState, PageContainer, Stack } from '@restaurant/shared/ui';
import { checkoutTranslations } from '../../../lib/checkout-translations';
import { Pager } from '../../../lib/pager';
import { SignInRequired } from '../../../lib/sign-in-required';
import { MY_ORDERS_PAGE_SIZE, useMyOrders } from '../api/get-my-orders';
import { OrderCard } from './order-card';

function pageFrom(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function MyOrdersList() {
  const { t } = checkoutTranslations.useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const orders = useMyOrders(true, page);

  if (orders.isPending) return <LoadingState lines={4} label={t('orders.loading')} />;
  if (orders.isError) return <ErrorState message={orders.error.message} onRetry={() => void orders.refetch()} />;
  if (orders.data.total === 0) {
    return (
      <EmptyState
        title={t('orders.emptyTitle')}
        description={t('orders.emptyHint')}
        action={
          <Button asChild variant="outline">
            <RouterLink to={paths.landing.food}>{t('orders.browseMenu')}</RouterLink>
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="4">
      <Stack as="ul" gap="3" aria-busy={orders.isPlaceholderData}>
        {orders.data.items.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </Stack>
      <Pager
        page={orders.data.page}
        size={orders.data.size || MY_ORDERS_PAGE_SIZE}
        total={orders.data.total}
        label={t('orders.pages')}
        onPageChange={(next) => setSearchParams(next === 1 ? {} : { page: String(next) })}
      />
    </Stack>
  );
}

/** "My orders" (`paths.landing.orders`): the diner's orders, newest first, a page at a time. */
export function MyOrdersPage() {
  const { t } = checkoutTranslations.useTranslation();
  const signedIn = useIsAuthenticated();
  return (
    <PageContainer
      title={t('orders.title')}
      description={t('orders.subtitle')}
      breadcrumb={[{ label: t('orders.title') }]}
    >
      <Stack maxW="3xl">
        {signedIn ? (
          <MyOrdersList />
        ) : (
          <SignInRequired title={t('orders.signedOutTitle')} signInLabel={t('orders.signIn')} />
        )}
      </Stack>
    </PageContainer>
  );
}
