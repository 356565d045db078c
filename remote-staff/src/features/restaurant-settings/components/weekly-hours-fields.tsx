import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { MAX_SERVICES_PER_DAY } from '@restaurant/shared/contracts';
import { Badge, Box, Button, CloseIcon, HStack, Stack, Text } from '@restaurant/shared/ui';
import { Field, Input } from '@restaurant/shared/ui-form';
import type { SettingsValues } from '../lib/settings-form';
import { settingsTranslations } from '../translations';

/** Monday first, as the restaurant's week reads; the stored index stays 0 = Sunday. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

function DayServices({
  day,
  control,
  register,
  errors,
  onEdit,
}: {
  day: number;
  control: Control<SettingsValues>;
  register: UseFormRegister<SettingsValues>;
  errors: FieldErrors<SettingsValues>;
  onEdit: () => void;
}) {
  const { t } = settingsTranslations.useTranslation();
  const { fields, append, remove, replace } = useFieldArray({ control, name: `days.${day}.services` });
  const dayName = t(`days.${day}`);
  const dayErrors = errors.days?.[day]?.services;
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel">
      <HStack as="legend" gap="2" px="1">
        <Text fontWeight="semibold">{dayName}</Text>
        {fields.length === 0 ? <Badge colorPalette="gray">{t('weekly.closed')}</Badge> : null}
      </HStack>
      <Stack gap="3">
        {fields.map((field, n) => {
          const rule = dayErrors?.[n]?.close?.type;
          return (
            <HStack key={field.id} gap="3" align="end" wrap="wrap">
              <Field.Root width="auto">
                <Field.Label>{t('weekly.opens', { day: dayName, n: n + 1 })}</Field.Label>
                <Input type="time" step={300} {...register(`days.${day}.services.${n}.open`, { onChange: onEdit })} />
              </Field.Root>
              <Field.Root width="auto" invalid={rule !== undefined}>
                <Field.Label>{t('weekly.closes', { day: dayName, n: n + 1 })}</Field.Label>
                <Input type="time" step={300} {...register(`days.${day}.services.${n}.close`, { onChange: onEdit })} />
                {rule ? <Field.ErrorText>{t(`errors.${rule}` as 'errors.required')}</Field.ErrorText> : null}
              </Field.Root>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('weekly.removeService', { day: dayName, n: n + 1 })}
                onClick={() => {
                  remove(n);
                  onEdit();
                }}
              >
                <CloseIcon />
              </Button>
            </HStack>
          );
        })}
        <HStack gap="2" wrap="wrap">
          <Button
            size="xs"
            variant="outline"
            disabled={fields.length >= MAX_SERVICES_PER_DAY}
            aria-label={t('weekly.addService', { day: dayName })}
            onClick={() => {
              append({ open: '', close: '' });
              onEdit();
            }}
          >
            {t('weekly.addServiceButton')}
          </Button>
          {fields.length > 0 ? (
            <Button
              size="xs"
              variant="ghost"
              aria-label={t('weekly.closeDay', { day: dayName })}
              onClick={() => {
                replace([]);
                onEdit();
              }}
            >
              {t('weekly.closeDayButton')}
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </Box>
  );
}

/** The week's services, a fieldset per day: add or remove a service, or close the day. */
export function WeeklyHoursFields(props: {
  control: Control<SettingsValues>;
  register: UseFormRegister<SettingsValues>;
  errors: FieldErrors<SettingsValues>;
  onEdit: () => void;
}) {
  return (
    <Stack gap="3">
      {WEEK_ORDER.map((day) => (
        <DayServices key={day} day={day} {...props} />
      ))}
    </Stack>
  );
}
