import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useState } from 'react';
import { makeOrders, type Order } from '../lib/orders';

export const ENHANCED_PAGE_SIZES = [5, 10, 25] as const;

/**
 * The enhanced table's state on TanStack's models: sorting (ascending first on every column), selection per row,
 * paging, and a bulk delete that removes the selected rows for the visit.
 */
export function useOrdersTable(columns: ColumnDef<Order>[]) {
  const [data, setData] = useState<Order[]>(() => makeOrders());
  const [sorting, setSorting] = useState<SortingState>([]);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 5 });
  const [deletedCount, setDeletedCount] = useState<number | null>(null);

  const table = useReactTable({
    data,
    columns,
    state: { sorting, rowSelection, pagination },
    getRowId: (row) => String(row.id),
    onSortingChange: setSorting,
    onRowSelectionChange: setRowSelection,
    onPaginationChange: setPagination,
    sortDescFirst: false,
    enableSortingRemoval: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const selectedIds = new Set(Object.keys(rowSelection).filter((id) => rowSelection[id]));

  const deleteSelected = () => {
    const remaining = data.filter((order) => !selectedIds.has(String(order.id)));
    setDeletedCount(data.length - remaining.length);
    setData(remaining);
    setRowSelection({});
    const lastPage = Math.max(Math.ceil(remaining.length / pagination.pageSize) - 1, 0);
    setPagination((current) => ({ ...current, pageIndex: Math.min(current.pageIndex, lastPage) }));
  };

  const restore = () => {
    setData(makeOrders());
    setDeletedCount(null);
  };

  return { table, total: data.length, selectedCount: selectedIds.size, deletedCount, deleteSelected, restore };
}
