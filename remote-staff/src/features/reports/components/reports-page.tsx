import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { REPORT_GRANULARITIES, REPORT_NAMES } from '@restaurant/shared/contracts';
import { Button, HStack, PageContainer, SimpleGrid, Stack, Text, VisuallyHidden } from '@restaurant/shared/ui';
import { Field, Fieldset, Input, NativeSelect } from '@restaurant/shared/ui-form';
import type { ReportRequest } from '../api/get-report';
import { useReportFormat } from '../lib/report-format';
import {
  defaultRange,
  rangeErrorKey,
  reportRangeResolver,
  type ReportRangeField,
  type ReportRangeValues,
} from '../lib/report-range';
import { reportsTranslations } from '../translations';
import { ReportCard } from './report-cards';

/** The dates the reports cover, on the restaurant's calendar: checked as the API would before anything is asked. */
function RangeForm({ initial, onApply }: { initial: ReportRangeValues; onApply: (range: ReportRequest) => void }) {
  const { t } = reportsTranslations.useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReportRangeValues>({ resolver: reportRangeResolver, defaultValues: initial });
  const message = (field: ReportRangeField) => {
    const rule = errors[field]?.type;
    return rule ? t(`range.errors.${rangeErrorKey(rule)}`) : null;
  };
  const dateField = (field: 'from' | 'to') => {
    const error = message(field);
    return (
      <Field.Root invalid={error !== null} required flex="1" minW="40">
        <Field.Label>{t(`range.${field}`)}</Field.Label>
        <Input type="date" {...register(field)} />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    );
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit((values) => onApply(values))(event)}>
      <Fieldset.Root>
        <Fieldset.Legend>{t('range.legend')}</Fieldset.Legend>
        <Fieldset.HelperText>{t('range.hint')}</Fieldset.HelperText>
        <HStack align="end" gap="3" wrap="wrap">
          {dateField('from')}
          {dateField('to')}
          <Field.Root flex="1" minW="40">
            <Field.Label>{t('range.by')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('by')}>
                {REPORT_GRANULARITIES.map((by) => (
                  <option key={by} value={by}>
                    {t(`range.${by}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button type="submit">{t('range.apply')}</Button>
        </HStack>
      </Fieldset.Root>
    </form>
  );
}

/**
 * Reports (`paths.staff.reports`, issue 57, managers only): revenue against the previous period, orders by hour,
 * covers and no-shows per service, top dishes and combos, vouchers and ratings, over dates the manager picks; each
 * a chart with its table and its CSV.
 */
export function ReportsPage() {
  const { t } = reportsTranslations.useTranslation();
  const format = useReportFormat();
  const [initial] = useState(() => defaultRange());
  const [request, setRequest] = useState<ReportRequest>(initial);
  const [announcement, setAnnouncement] = useState('');
  const onDownloaded = (title: string) => setAnnouncement(t('downloaded', { report: title }));

  return (
    <PageContainer title={t('title')} description={t('subtitle')} breadcrumb={[{ label: t('title') }]}>
      <Stack gap="6">
        <VisuallyHidden>
          <div role="status">{announcement}</div>
        </VisuallyHidden>
        <RangeForm initial={initial} onApply={setRequest} />
        <Text color="fg.muted" aria-live="polite">
          {t('range.showing', { from: format.day(request.from), to: format.day(request.to) })}
        </Text>
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
          {REPORT_NAMES.map((name) => (
            <ReportCard key={name} name={name} request={request} onDownloaded={onDownloaded} />
          ))}
        </SimpleGrid>
      </Stack>
    </PageContainer>
  );
}
