import { VisuallyHidden } from '@restaurant/shared/ui';
import { Table } from '@restaurant/shared/ui-display';
import type { ChartSeries, ValueFormatter } from './chart-options';

export interface ChartDataTableProps {
  caption: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  formatValue?: ValueFormatter;
  /** The header of the labels' column (e.g. "Month"); the caption stands in when there is none. */
  labelHeader?: string;
}

/** A chart's figures as a table only screen readers get: the canvas is one picture, this is its text alternative. */
export function ChartDataTable({ caption, labels, series, formatValue, labelHeader }: ChartDataTableProps) {
  const format = formatValue ?? String;
  return (
    <VisuallyHidden>
      <Table.Root>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{labelHeader ?? caption}</Table.ColumnHeader>
            {series.map((item) => (
              <Table.ColumnHeader key={item.label} scope="col">
                {item.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {labels.map((label, row) => (
            <Table.Row key={label}>
              <Table.ColumnHeader scope="row">{label}</Table.ColumnHeader>
              {series.map((item) => {
                const value = item.values[row];
                return <Table.Cell key={item.label}>{value === undefined ? '' : format(value)}</Table.Cell>;
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </VisuallyHidden>
  );
}
