import { flexRender, type Header, type Table as TanStackTable } from '@tanstack/react-table';
import { chakra, ChevronDownIcon } from '@restaurant/shared/ui';
import { Table } from '@restaurant/shared/ui-display';
import { TableRegion } from '../../../lib/table-region/table-region';
import type { Order } from '../lib/orders';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

const isNumeric = (header: Header<Order, unknown>) =>
  (header.column.columnDef.meta as { numeric?: boolean } | undefined)?.numeric === true;

function SortableHeader({ header }: { header: Header<Order, unknown> }) {
  const sorted = header.column.getIsSorted();
  const canSort = header.column.getCanSort();
  const content = flexRender(header.column.columnDef.header, header.getContext());
  return (
    <Table.ColumnHeader
      aria-sort={canSort ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
      textAlign={isNumeric(header) ? 'end' : 'start'}
      width={canSort ? undefined : '1'}
    >
      {canSort ? (
        <chakra.button
          type="button"
          display="inline-flex"
          alignItems="center"
          gap="1"
          fontWeight="inherit"
          borderRadius="l1"
          focusRing="outside"
          cursor="pointer"
          onClick={header.column.getToggleSortingHandler()}
        >
          {content}
          <ChevronDownIcon
            boxSize="4"
            opacity={sorted ? 1 : 0.3}
            transform={sorted === 'asc' ? 'rotate(180deg)' : undefined}
          />
        </chakra.button>
      ) : (
        content
      )}
    </Table.ColumnHeader>
  );
}

export interface EnhancedTableProps {
  table: TanStackTable<Order>;
  dense: boolean;
  label: string;
}

/** The rows of the current page under sortable headers (each header a button; `aria-sort` on the sorted one). */
export function EnhancedTable({ table, dense, label }: EnhancedTableProps) {
  return (
    <TableRegion label={label}>
      <Table.Root size={dense ? 'sm' : 'md'} interactive>
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id}>
              {group.headers.map((header) => (
                <SortableHeader key={header.id} header={header} />
              ))}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body>
          {table.getRowModel().rows.map((row) => (
            <Table.Row key={row.id} bg={row.getIsSelected() ? 'colorPalette.subtle' : undefined}>
              {row.getVisibleCells().map((cell) => (
                <Table.Cell
                  key={cell.id}
                  textAlign={
                    (cell.column.columnDef.meta as { numeric?: boolean } | undefined)?.numeric ? 'end' : 'start'
                  }
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableRegion>
  );
}
