import { Button, Stack } from '@restaurant/shared/ui';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { PRODUCT_CATEGORIES, PRODUCT_GENDERS } from '../../../lib/sample-data';
import { PRICE_BANDS, RATING_FLOORS, type PriceBand, type ShopFilters } from '../lib/shop-filters';
import { shopTranslations } from '../translations';
import { ColorFilter } from './color-filter';
import { FilterRadioGroup } from './filter-radio-group';

export interface ShopFiltersPanelProps {
  filters: ShopFilters;
  onChange: (next: Partial<ShopFilters>) => void;
  onReset: () => void;
}

// The radio groups hand back strings; these narrow them to the filter's own values, 'all' included.
const within = <T extends string | number>(options: readonly T[], value: string): T | 'all' =>
  options.find((option) => String(option) === value) ?? 'all';

/** Category, gender, price, colour and rating filters, all combined, and the reset. */
export function ShopFiltersPanel({ filters, onChange, onReset }: ShopFiltersPanelProps) {
  const { t } = shopTranslations.useTranslation();
  const { wholeMoney: money } = useDemoFormatters();
  const all = { value: 'all', label: t('filters.all') };
  const bands = Object.keys(PRICE_BANDS) as PriceBand[];

  return (
    <Stack gap="6">
      <FilterRadioGroup
        label={t('filters.category')}
        value={filters.category}
        options={[all, ...PRODUCT_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))]}
        onChange={(value) => onChange({ category: within(PRODUCT_CATEGORIES, value) })}
      />
      <FilterRadioGroup
        label={t('filters.gender')}
        value={filters.gender}
        options={[all, ...PRODUCT_GENDERS.map((value) => ({ value, label: t(`genders.${value}`) }))]}
        onChange={(value) => onChange({ gender: within(PRODUCT_GENDERS, value) })}
      />
      <FilterRadioGroup
        label={t('filters.price')}
        value={filters.price}
        options={[
          all,
          ...bands.map((value) => ({
            value,
            label: t(`prices.${value}`, { low: money(PRICE_BANDS[value].min), high: money(PRICE_BANDS[value].max) }),
          })),
        ]}
        onChange={(value) => onChange({ price: within(bands, value) })}
      />
      <ColorFilter value={filters.color} onChange={(color) => onChange({ color })} />
      <FilterRadioGroup
        label={t('filters.rating')}
        value={String(filters.rating)}
        options={[
          all,
          ...RATING_FLOORS.map((floor) => ({ value: String(floor), label: t('ratingFloor', { count: floor }) })),
        ]}
        onChange={(value) => onChange({ rating: within(RATING_FLOORS, value) })}
      />
      <Button variant="outline" onClick={onReset}>
        {t('filters.reset')}
      </Button>
    </Stack>
  );
}
