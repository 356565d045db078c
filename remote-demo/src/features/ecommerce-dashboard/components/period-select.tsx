import { Field, NativeSelect } from '@restaurant/shared/ui-form';
import { PERIODS, isPeriod, type Period } from '../lib/period-figures';
import { ecommerceDashboardTranslations } from '../translations';

export interface PeriodSelectProps {
  value: Period;
  onChange: (period: Period) => void;
}

/** The period every figure of the dashboard is for. */
export function PeriodSelect({ value, onChange }: PeriodSelectProps) {
  const { t } = ecommerceDashboardTranslations.useTranslation();
  return (
    <Field.Root orientation="horizontal" gap="3" w="auto">
      <Field.Label whiteSpace="nowrap">{t('period.label')}</Field.Label>
      <NativeSelect.Root size="sm" w="44">
        <NativeSelect.Field
          value={value}
          onChange={(event) => {
            if (isPeriod(event.currentTarget.value)) onChange(event.currentTarget.value);
          }}
        >
          {PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`period.${period}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
