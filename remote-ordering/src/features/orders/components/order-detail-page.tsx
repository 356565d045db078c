import { useIsAuthenticated } from '@restaurant/shared';
import { Link as RouterLink, paths, useLocation, useParams } from '@restaurant/shared/router';
import { Alert, Card, HStack, Link, PageContainer, SimpleGrid, Stack, Text } from '@restaurant/shared/ui';
import { BankTransferDetails } from '../../../lib/bank-transfer/bank-transfer-details';
import { checkoutTranslations } from '../../../lib/checkout-translations';
import { DetailQueryState, parseRouteId } from '../../../lib/detail-query-state';
import { SignInRequired } from '../../../lib/sign-in-required';
import { isActiveOrder, useOrder } from '../api/get-order';
import { CancelOrderButton } from './cancel-order-button';
import { OrderFacts } from './order-facts';
import { OrderStatusBadge } from './order-status-badge';
import { OrderSummary } from './order-summary';
import { OrderTimeline } from './order-timeline';

/** The navigation state the checkout leaves when it brings the diner here right after ordering. */
export interface OrderPlacedState {
  placed: true;
}

function isPlacedState(state: unknown): state is OrderPlacedState {
  return typeof state === 'object' && state !== null && 'placed' in state && state.placed === true;
}

/** One order (`paths.orderDetail(id)`): the confirmation after checkout, then its live status until it is done. */
export function OrderDetailPage() {
  const { t } = checkoutTranslations.useTranslation();
  const signedIn = useIsAuthenticated();
  const location = useLocation();
  const { id: rawId } = useParams<{ id: string }>();
  const id = parseRouteId(rawId);
  const order = useOrder(id, signedIn);
  const breadcrumb = [{ label: t('orders.title'), to: paths.landing.orders }];

  if (!signedIn) {
    return (
      <PageContainer title={t('orders.title')} breadcrumb={breadcrumb}>
        <SignInRequired title={t('orders.signedOutTitle')} signInLabel={t('orders.signIn')} />
      </PageContainer>
    );
  }
  if (!order.data) {
    return (
      <DetailQueryState
        query={order}
        invalidId={id === 0}
        title={t('orders.title')}
        notFoundTitle={t('orders.notFoundTitle')}
        notFoundHint={t('orders.notFoundHint')}
        loadingLabel={t('orders.loadingOrder')}
        backLabel={t('orders.backToOrders')}
        backTo={paths.landing.orders}
        breadcrumb={breadcrumb}
      />
    );
  }

  const data = order.data;
  const title = t('orders.orderTitle', { code: data.code });
  return (
    <PageContainer title={title} breadcrumb={[...breadcrumb, { label: data.code }]}>
      <Stack gap="6" maxW="5xl">
        {isPlacedState(location.state) ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('orders.placedTitle')}</Alert.Title>
              <Alert.Description>{t('orders.placedHint', { code: data.code })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <HStack gap="3" wrap="wrap" aria-live="polite">
          <Text color="fg.muted">{t('orders.statusLabel')}</Text>
          <OrderStatusBadge status={data.status} />
          {isActiveOrder(data) ? (
            <Text fontSize="sm" color="fg.muted">
              {t('orders.live')}
            </Text>
          ) : null}
        </HStack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
          <Card.Root variant="outline">
            <Card.Body gap="6">
              <OrderFacts order={data} />
              <OrderSummary order={data} />
              {data.canCancel ? <CancelOrderButton order={data} /> : null}
            </Card.Body>
          </Card.Root>
          <Stack gap="6">
            <Card.Root variant="outline">
              <Card.Body>
                <OrderTimeline order={data} />
              </Card.Body>
            </Card.Root>
            {data.paymentMethod === 'BANK_TRANSFER' && data.status !== 'CANCELLED' ? (
              <BankTransferDetails order={data} />
            ) : null}
          </Stack>
        </SimpleGrid>
        <Text fontSize="sm">
          <Link asChild color="colorPalette.fg">
            <RouterLink to={paths.landing.orders}>{t('orders.backToOrders')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </PageContainer>
  );
}
