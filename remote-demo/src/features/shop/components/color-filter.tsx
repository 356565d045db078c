import { Button, Stack, Text, Wrap } from '@restaurant/shared/ui';
import { ColorSwatch } from '@restaurant/shared/ui-demo';
import { colorKeyOf, type ProductColorKey } from '../../../lib/demo-cart';
import { PRODUCT_PALETTE } from '../../../lib/sample-data';
import { shopTranslations } from '../translations';

export interface ColorFilterProps {
  value: ProductColorKey | 'all';
  onChange: (value: ProductColorKey | 'all') => void;
}

/** The colour filter: "All" and one pressable swatch per palette colour, each named for screen readers. */
export function ColorFilter({ value, onChange }: ColorFilterProps) {
  const { t } = shopTranslations.useTranslation();
  return (
    <Stack gap="2" role="group" aria-labelledby="shop-color-filter">
      <Text id="shop-color-filter" fontWeight="semibold" fontSize="sm">
        {t('filters.color')}
      </Text>
      <Wrap gap="2">
        <Button
          size="xs"
          variant={value === 'all' ? 'solid' : 'outline'}
          aria-pressed={value === 'all'}
          onClick={() => onChange('all')}
        >
          {t('filters.all')}
        </Button>
        {PRODUCT_PALETTE.map((hex) => {
          const key = colorKeyOf(hex);
          if (!key) return null;
          const pressed = value === key;
          return (
            <Button
              key={hex}
              size="xs"
              variant={pressed ? 'solid' : 'outline'}
              aria-pressed={pressed}
              aria-label={t(`colors.${key}`)}
              title={t(`colors.${key}`)}
              px="1.5"
              onClick={() => onChange(key)}
            >
              <ColorSwatch value={hex} boxSize="4" borderRadius="full" aria-hidden="true" />
            </Button>
          );
        })}
      </Wrap>
    </Stack>
  );
}
