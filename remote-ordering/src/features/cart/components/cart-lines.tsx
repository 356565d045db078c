import { Link as RouterLink, paths } from '@restaurant/shared/router';
import {
  Alert,
  Box,
  Button,
  EmptyState,
  ErrorState,
  HStack,
  Image,
  LoadingState,
  Separator,
  Skeleton,
  Stack,
  Text,
} from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';
import { useFormatters } from '../../../lib/use-formatters';
import type { CartView } from '../hooks/use-cart';
import { QuantityStepper } from './quantity-stepper';

export interface CartLinesProps {
  cart: CartView;
  /** Closes the drawer when the diner follows a link out of it. */
  onNavigate?: () => void;
}

/** The cart's lines with steppers (0 removes), line totals and the total, in VND for the current language. */
export function CartLines({ cart, onNavigate }: CartLinesProps) {
  const { t } = orderingTranslations.useTranslation();
  const format = useFormatters();

  if (cart.mode === 'server' && cart.isLoading) return <LoadingState lines={4} label={t('cart.loading')} />;
  if (cart.mode === 'server' && cart.error) return <ErrorState message={cart.error.message} onRetry={cart.refetch} />;
  if (cart.lines.length === 0)
    return (
      <EmptyState
        title={t('cart.emptyTitle')}
        description={t('cart.emptyHint')}
        action={
          <Button asChild variant="outline" onClick={onNavigate}>
            <RouterLink to={paths.landing.food}>{t('cart.browseMenu')}</RouterLink>
          </Button>
        }
      />
    );

  return (
    <Stack gap="4">
      {cart.mode === 'guest' ? (
        <Text fontSize="sm" color="fg.muted">
          {t('cart.guestNote')}
        </Text>
      ) : null}
      {cart.updateError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{cart.updateError.message}</Alert.Title>
            <Alert.Description fontSize="xs">
              {t('cart.statusCode', { status: cart.updateError.status })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {cart.mode === 'guest' && cart.error ? <ErrorState message={cart.error.message} onRetry={cart.refetch} /> : null}
      <Stack as="ul" listStyleType="none" gap="4" aria-busy={cart.isUpdating}>
        {cart.lines.map((line) => {
          const name = line.name ?? t('cart.loadingItem');
          return (
            <Box as="li" key={line.key}>
              <HStack align="flex-start" gap="3">
                {line.imageUrl ? (
                  <Image
                    src={line.imageUrl}
                    alt=""
                    loading="lazy"
                    htmlWidth={64}
                    htmlHeight={64}
                    w="16"
                    h="16"
                    fit="cover"
                    borderRadius="l2"
                    bg="bg.muted"
                    flexShrink={0}
                  />
                ) : (
                  <Skeleton w="16" h="16" borderRadius="l2" flexShrink={0} />
                )}
                <Stack flex="1" minW="0" gap="1">
                  <Text fontWeight="medium" lang="vi" lineClamp={2}>
                    {name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {line.unitPrice !== null ? t('cart.unitPrice', { price: format.price(line.unitPrice) }) : '…'}
                  </Text>
                  {line.previousUnitPrice !== null && line.unitPrice !== null ? (
                    // the restaurant changed the price since the diner added it: said before checkout, never silently
                    <Alert.Root status="warning" size="sm" data-testid="cart-price-changed">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Description>
                          {t('cart.priceChanged', {
                            before: format.price(line.previousUnitPrice),
                            now: format.price(line.unitPrice),
                          })}
                        </Alert.Description>
                      </Alert.Content>
                      <Button
                        size="xs"
                        variant="outline"
                        alignSelf="center"
                        disabled={cart.isUpdating}
                        onClick={cart.acknowledgePrices}
                      >
                        {t('cart.priceChangeSeen')}
                      </Button>
                    </Alert.Root>
                  ) : null}
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <QuantityStepper
                      value={line.quantity}
                      min={0}
                      name={name}
                      disabled={cart.isUpdating}
                      onChange={(quantity) => cart.setQuantity(line, quantity)}
                    />
                    <Text fontWeight="semibold" aria-label={t('cart.lineTotalOf', { name })}>
                      {line.lineTotal !== null ? format.price(line.lineTotal) : '…'}
                    </Text>
                  </HStack>
                  <Button
                    size="xs"
                    variant="plain"
                    alignSelf="flex-start"
                    px="0"
                    color="fg.muted"
                    disabled={cart.isUpdating}
                    onClick={() => cart.setQuantity(line, 0)}
                  >
                    {t('cart.remove', { name })}
                  </Button>
                </Stack>
              </HStack>
            </Box>
          );
        })}
      </Stack>
      <Separator />
      <HStack justify="space-between" fontSize="lg" fontWeight="bold">
        <Text>{t('cart.total')}</Text>
        <Text data-testid="cart-total">{cart.total !== null ? format.price(cart.total) : '…'}</Text>
      </HStack>
    </Stack>
  );
}
