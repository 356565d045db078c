import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { CheckIcon } from '@restaurant/shared/ui';
import { Steps } from '@restaurant/shared/ui-progress';
import { checkoutTranslations } from '../translations';

export const CHECKOUT_STEPS = ['cart', 'billing', 'delivery', 'confirmation'] as const;

/**
 * A step's wrapper inside the tablist. Zag marks it `aria-current`, which makes it a child a tablist may not have
 * (axe: aria-required-children); the tab inside already says which step is current (`aria-selected`).
 */
const StepItem = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(function StepItem(props, ref) {
  const { 'aria-current': _current, ...rest } = props;
  return <div ref={ref} {...rest} role="presentation" />;
});

export interface CheckoutStepsProps {
  step: number;
  /** The current step's content; the others are empty, hidden panels. */
  children: ReactNode;
}

/**
 * The four steps as Chakra Steps. Linear: the step headers show where the shopper is but do not jump ahead, each
 * step's own buttons move on once it is valid.
 */
export function CheckoutSteps({ step, children }: CheckoutStepsProps) {
  const { t } = checkoutTranslations.useTranslation();
  return (
    <Steps.Root step={step} count={CHECKOUT_STEPS.length} linear size="sm" gap="8">
      <Steps.List aria-label={t('stepsLabel')}>
        {CHECKOUT_STEPS.map((key, index) => (
          <Steps.Item key={key} index={index} asChild>
            <StepItem>
              <Steps.Trigger>
                <Steps.Indicator>
                  <Steps.Status complete={<CheckIcon />} incomplete={<Steps.Number />} />
                </Steps.Indicator>
                <Steps.Title fontSize={{ base: 'xs', md: 'sm' }}>{t(`steps.${key}`)}</Steps.Title>
              </Steps.Trigger>
              <Steps.Separator />
            </StepItem>
          </Steps.Item>
        ))}
      </Steps.List>
      {CHECKOUT_STEPS.map((key, index) => (
        <Steps.Content key={key} index={index}>
          {index === step ? children : null}
        </Steps.Content>
      ))}
    </Steps.Root>
  );
}
