import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Checkbox } from '@restaurant/shared/ui-checkbox';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import type { Order } from '../lib/orders';
import { tablesTranslations } from '../translations';
import { StatusBadge } from './status-badge';

interface SelectBoxProps {
  label: string;
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
}

function SelectBox({ label, checked, onChange }: SelectBoxProps) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(event) => onChange(event.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label srOnly>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** The enhanced table's columns: a selection box, then the order's fields, each sortable, in the interface language. */
export function useOrderColumns(): ColumnDef<Order>[] {
  const { t } = tablesTranslations.useTranslation();
  const format = useDemoFormatters();

  return useMemo<ColumnDef<Order>[]>(
    () => [
      {
        id: 'select',
        enableSorting: false,
        header: ({ table }) => (
          <SelectBox
            label={t('enhanced.selectAll')}
            checked={
              table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false
            }
            onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
          />
        ),
        cell: ({ row }) => (
          <SelectBox
            label={t('enhanced.selectRow', { id: row.original.id })}
            checked={row.getIsSelected()}
            onChange={(checked) => row.toggleSelected(checked)}
          />
        ),
      },
      { accessorKey: 'id', header: t('columns.id'), cell: ({ getValue }) => t('orderNumber', { id: getValue() }) },
      { accessorKey: 'customer', header: t('columns.customer') },
      { accessorKey: 'product', header: t('columns.product') },
      {
        accessorKey: 'status',
        header: t('columns.status'),
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        accessorKey: 'amount',
        header: t('columns.amount'),
        meta: { numeric: true },
        cell: ({ row }) => format.money(row.original.amount),
      },
      { accessorKey: 'date', header: t('columns.date'), cell: ({ row }) => format.date(row.original.date) },
    ],
    [t, format],
  );
}
