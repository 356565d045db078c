import { lazy, Suspense, type ReactNode } from 'react';
import type { ApiError } from '@restaurant/shared';
import type { ReportName } from '@restaurant/shared/contracts';
import {
  Box,
  Button,
  Card,
  chakra,
  EmptyState,
  ErrorState,
  Heading,
  HStack,
  LoadingState,
  Stack,
  Text,
} from '@restaurant/shared/ui';
import { Table } from '@restaurant/shared/ui-display';
import { useDownloadReportCsv } from '../api/download-report-csv';
import type { ReportRequest } from '../api/get-report';
import type { ChartSpec } from '../lib/chart-spec';
import { reportsTranslations } from '../translations';

// chart.js comes with the first chart drawn, in its own chunk: no other page downloads it
const ReportChart = lazy(() => import('../charts/report-chart'));

/** A report's figures as the table beside its chart: headers, then one row of written-out cells per row. */
export interface ReportTable {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly footer?: readonly string[];
}

export interface ReportFrameProps {
  readonly name: ReportName;
  readonly title: string;
  readonly description: string;
  readonly request: ReportRequest;
  readonly query: { isPending: boolean; isError: boolean; error: ApiError | null; refetch: () => unknown };
  /** null while loading; `empty` when the range has nothing to show */
  readonly chart: ChartSpec | null;
  readonly table: ReportTable | null;
  readonly empty: boolean;
  readonly onDownloaded: (title: string) => void;
}

/**
 * One report's card: its chart (lazily loaded chart.js, colours from the theme's tokens), the same figures as a table
 * behind a disclosure (the chart's text alternative, read by screen readers and keyboards alike), and its CSV.
 */
export function ReportFrame(props: ReportFrameProps) {
  const { t } = reportsTranslations.useTranslation();
  const download = useDownloadReportCsv(props.name);
  const headingId = `report-${props.name}`;
  let body: ReactNode;
  if (props.query.isError) {
    body = <ErrorState message={props.query.error?.message ?? ''} onRetry={() => void props.query.refetch()} />;
  } else if (props.query.isPending || !props.chart || !props.table) {
    body = <LoadingState lines={3} label={t('loading')} />;
  } else if (props.empty) {
    body = <EmptyState title={t('empty')} />;
  } else {
    body = (
      <Stack gap="3">
        <Box h="64" position="relative">
          <Suspense fallback={<LoadingState lines={3} label={t('loading')} />}>
            <ReportChart name={props.title} spec={props.chart} />
          </Suspense>
        </Box>
        <chakra.details>
          <chakra.summary cursor="pointer" color="fg.muted" fontSize="sm">
            {t('showTable')}
          </chakra.summary>
          <Box overflowX="auto" mt="2">
            <Table.Root size="sm">
              <Table.Caption captionSide="top" textAlign="start" color="fg.muted">
                {props.title}
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  {props.table.headers.map((header) => (
                    <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {props.table.rows.map((row, index) => (
                  <Table.Row key={index}>
                    {row.map((cell, column) =>
                      column === 0 ? (
                        <Table.Cell key={column} as="th" scope="row" fontWeight="normal">
                          {cell}
                        </Table.Cell>
                      ) : (
                        <Table.Cell key={column}>{cell}</Table.Cell>
                      ),
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
              {props.table.footer ? (
                <Table.Footer>
                  <Table.Row>
                    {props.table.footer.map((cell, column) => (
                      <Table.Cell key={column} fontWeight="semibold">
                        {cell}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                </Table.Footer>
              ) : null}
            </Table.Root>
          </Box>
        </chakra.details>
      </Stack>
    );
  }
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h2" size="md" id={headingId}>
              {props.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {props.description}
            </Text>
          </Stack>
          <Button
            size="sm"
            variant="outline"
            loading={download.isPending}
            aria-label={t('downloadCsvOf', { report: props.title })}
            onClick={() => download.mutate(props.request, { onSuccess: () => props.onDownloaded(props.title) })}
          >
            {t('downloadCsv')}
          </Button>
        </HStack>
        {download.isError ? (
          <Text role="alert" fontSize="sm" color="fg.error">
            {download.error.message}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
