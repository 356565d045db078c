import { Button } from '@restaurant/shared/ui';
import { ChevronDownIcon } from '@restaurant/shared/ui';
import { Table } from '@restaurant/shared/ui-display';
import { SORT_KEYS, type SelectionState, type Sort, type SortKey } from '../lib/product-table';
import { productListTranslations } from '../translations';
import { SelectCheckbox } from './select-checkbox';

export interface ProductTableHeadProps {
  sort: Sort;
  onSort: (key: SortKey) => void;
  allState: SelectionState;
  onToggleAll: () => void;
}

const NUMERIC: ReadonlySet<SortKey> = new Set(['price']);

/** The header row: select all, then one sort button per column (its header says how it is sorted). */
export function ProductTableHead({ sort, onSort, allState, onToggleAll }: ProductTableHeadProps) {
  const { t } = productListTranslations.useTranslation();
  return (
    <Table.Header>
      <Table.Row>
        <Table.ColumnHeader w="10">
          <SelectCheckbox
            label={t('selectAll')}
            checked={allState === 'all' ? true : allState === 'some' ? 'indeterminate' : false}
            onToggle={onToggleAll}
          />
        </Table.ColumnHeader>
        {SORT_KEYS.map((key) => {
          const active = sort.key === key;
          return (
            <Table.ColumnHeader
              key={key}
              aria-sort={active ? sort.direction : 'none'}
              textAlign={NUMERIC.has(key) ? 'end' : 'start'}
            >
              <Button variant="plain" size="sm" px="0" fontWeight="semibold" onClick={() => onSort(key)}>
                {t(`columns.${key}`)}
                <ChevronDownIcon
                  opacity={active ? 1 : 0.3}
                  transform={active && sort.direction === 'ascending' ? 'rotate(180deg)' : undefined}
                />
              </Button>
            </Table.ColumnHeader>
          );
        })}
      </Table.Row>
    </Table.Header>
  );
}
