import { useIsAuthenticated, useMyCart } from '@restaurant/shared';
import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Button, EmptyState, ErrorState, LoadingState, PageContainer } from '@restaurant/shared/ui';
import { checkoutTranslations } from '../../../lib/checkout-translations';
import { SignInRequired } from '../../../lib/sign-in-required';
import { CheckoutForm } from './checkout-form';

function CheckoutContent() {
  const { t } = checkoutTranslations.useTranslation();
  const signedIn = useIsAuthenticated();
  const cart = useMyCart(signedIn);

  if (!signedIn) {
    return (
      <SignInRequired
        title={t('checkout.signedOutTitle')}
        description={t('checkout.signedOutHint')}
        signInLabel={t('checkout.signIn')}
      />
    );
  }
  if (cart.isPending) return <LoadingState lines={6} label={t('checkout.loading')} />;
  if (cart.isError) return <ErrorState message={cart.error.message} onRetry={() => void cart.refetch()} />;
  if (cart.data.cartDetails.length === 0) {
    return (
      <EmptyState
        title={t('checkout.emptyTitle')}
        description={t('checkout.emptyHint')}
        action={
          <Button asChild variant="outline">
            <RouterLink to={paths.landing.food}>{t('checkout.browseMenu')}</RouterLink>
          </Button>
        }
      />
    );
  }
  return <CheckoutForm cart={cart.data} />;
}

/**
 * The checkout (`paths.landing.checkout`), opened from the cart drawer. A signed-out diner is sent to sign in and
 * comes back here, with the guest cart moved to their account meanwhile.
 */
export function CheckoutPage() {
  const { t } = checkoutTranslations.useTranslation();
  return (
    <PageContainer
      title={t('checkout.title')}
      description={t('checkout.subtitle')}
      breadcrumb={[{ label: t('checkout.title') }]}
    >
      <CheckoutContent />
    </PageContainer>
  );
}
