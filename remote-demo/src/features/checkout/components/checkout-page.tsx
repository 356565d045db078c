import { useState, type ReactNode } from 'react';
import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Button, CartIcon, EmptyState, Grid, PageContainer, VisuallyHidden } from '@restaurant/shared/ui';
import { demoTranslations } from '../../../lib/translations';
import { useCheckout } from '../hooks/use-checkout';
import { checkoutTranslations } from '../translations';
import { BillingStep } from './billing-step';
import { CartStep } from './cart-step';
import { CheckoutSteps } from './checkout-steps';
import { ConfirmationStep } from './confirmation-step';
import { DeliveryPaymentStep } from './delivery-payment-step';
import { OrderSummary } from './order-summary';

/** /apps/ecommerce/eco-checkout: cart → billing address → delivery and payment → confirmation, over the demo cart. */
export default function CheckoutPage() {
  const { t } = checkoutTranslations.useTranslation();
  const { t: tDemo } = demoTranslations.useTranslation();
  const checkout = useCheckout();
  const [announcement, setAnnouncement] = useState('');
  const frame = (children: ReactNode) => (
    <PageContainer
      title={tDemo('ecommerce.pages.eco-checkout')}
      breadcrumb={[
        { label: tDemo('ecommerce.section') },
        { label: tDemo('ecommerce.pages.shop'), to: paths.demo.ecommerce.shop },
      ]}
    >
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {children}
    </PageContainer>
  );

  if (checkout.placed === null && checkout.lines.length === 0) {
    return frame(
      <EmptyState
        icon={<CartIcon />}
        title={t('empty.title')}
        description={t('empty.description')}
        action={
          <Button asChild>
            <RouterLink to={paths.demo.ecommerce.shop}>{t('empty.action')}</RouterLink>
          </Button>
        }
      />,
    );
  }

  const current =
    checkout.placed !== null ? (
      <ConfirmationStep order={checkout.placed} />
    ) : checkout.step === 0 ? (
      <CartStep onNext={checkout.toBilling} onAnnounce={setAnnouncement} />
    ) : checkout.step === 1 ? (
      <BillingStep defaultValues={checkout.address} onBack={checkout.back} onNext={checkout.toDelivery} />
    ) : (
      <DeliveryPaymentStep
        delivery={checkout.delivery}
        payment={checkout.payment}
        onDeliveryChange={checkout.setDelivery}
        onPaymentChange={checkout.setPayment}
        onBack={checkout.back}
        onPlaceOrder={checkout.placeOrder}
      />
    );

  return frame(
    <CheckoutSteps step={checkout.step}>
      {checkout.placed !== null ? (
        current
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: '1fr 20rem' }} gap="8" alignItems="start">
          {current}
          <OrderSummary totals={checkout.totals} />
        </Grid>
      )}
    </CheckoutSteps>,
  );
}
