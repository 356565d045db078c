import { useState } from 'react';
import { Stack, Wrap } from '@restaurant/shared/ui';
import { Checkbox, CheckboxGroup } from '@restaurant/shared/ui-checkbox';
import { Fieldset } from '@restaurant/shared/ui-form';
import { ExampleCard, ExamplePage } from '../../../lib/demo-example';
import { formsTranslations } from '../translations';

const TOPPINGS = ['herbs', 'chili', 'lime'] as const;
const VARIANTS = ['outline', 'subtle', 'solid'] as const;
const SIZES = ['sm', 'md', 'lg'] as const;

function DemoCheckbox(props: Checkbox.RootProps & { label: string }) {
  const { label, ...root } = props;
  return (
    <Checkbox.Root {...root}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function IndeterminateExample() {
  const { t } = formsTranslations.useTranslation();
  const [checked, setChecked] = useState<string[]>(['herbs']);
  const all = checked.length === TOPPINGS.length;
  const some = checked.length > 0 && !all;
  return (
    <Stack gap="2">
      <DemoCheckbox
        label={t('checkbox.allToppings')}
        checked={all ? true : some ? 'indeterminate' : false}
        onCheckedChange={(event) => setChecked(event.checked === true ? [...TOPPINGS] : [])}
      />
      <Stack gap="2" ps="6">
        {TOPPINGS.map((topping) => (
          <DemoCheckbox
            key={topping}
            label={t(`checkbox.toppings.${topping}`)}
            checked={checked.includes(topping)}
            onCheckedChange={(event) =>
              setChecked((current) =>
                event.checked === true ? [...current, topping] : current.filter((item) => item !== topping),
              )
            }
          />
        ))}
      </Stack>
    </Stack>
  );
}

/** `/forms/form-elements/checkbox`: states, an indeterminate parent, a group, variants and sizes. */
export default function CheckboxPage() {
  const { t } = formsTranslations.useTranslation();
  return (
    <ExamplePage section="forms" page="checkbox" description={t('checkbox.description')} columns={2}>
      <ExampleCard title={t('checkbox.states')}>
        <Stack gap="3">
          <DemoCheckbox label={t('checkbox.unchecked')} />
          <DemoCheckbox label={t('checkbox.checked')} defaultChecked />
          <DemoCheckbox label={t('checkbox.disabled')} disabled />
          <DemoCheckbox label={t('checkbox.disabledChecked')} disabled defaultChecked />
        </Stack>
      </ExampleCard>
      <ExampleCard title={t('checkbox.indeterminate')}>
        <IndeterminateExample />
      </ExampleCard>
      <ExampleCard title={t('checkbox.group')}>
        <Fieldset.Root>
          <Fieldset.Legend>{t('checkbox.groupLegend')}</Fieldset.Legend>
          <CheckboxGroup defaultValue={['email']} name="contact">
            <Stack gap="2">
              {(['email', 'sms', 'phone'] as const).map((channel) => (
                <DemoCheckbox key={channel} value={channel} label={t(`checkbox.channels.${channel}`)} />
              ))}
            </Stack>
          </CheckboxGroup>
        </Fieldset.Root>
      </ExampleCard>
      <ExampleCard title={t('checkbox.variants')}>
        <Stack gap="4">
          <Wrap gap="4">
            {VARIANTS.map((variant) => (
              <DemoCheckbox key={variant} variant={variant} defaultChecked label={t(`checkbox.variant.${variant}`)} />
            ))}
          </Wrap>
          <Wrap gap="4" align="center">
            {SIZES.map((size) => (
              <DemoCheckbox
                key={size}
                size={size}
                defaultChecked
                label={t('checkbox.size', { size: size.toUpperCase() })}
              />
            ))}
          </Wrap>
        </Stack>
      </ExampleCard>
    </ExamplePage>
  );
}
