import { Badge, HStack, Image, Text } from '@restaurant/shared/ui';
import { Table } from '@restaurant/shared/ui-display';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import type { Product } from '../../../lib/sample-data';
import { productListTranslations } from '../translations';
import { SelectCheckbox } from './select-checkbox';

export interface ProductTableRowProps {
  product: Product;
  selected: boolean;
  onToggle: () => void;
}

/** One product: its selection box, photo and title, category, date added, stock status and price. */
export function ProductTableRow({ product, selected, onToggle }: ProductTableRowProps) {
  const { t } = productListTranslations.useTranslation();
  const format = useDemoFormatters();
  return (
    <Table.Row data-selected={selected ? '' : undefined}>
      <Table.Cell>
        <SelectCheckbox label={t('selectRow', { title: product.title })} checked={selected} onToggle={onToggle} />
      </Table.Cell>
      <Table.Cell>
        <HStack gap="3">
          <Image src={product.photo} alt="" boxSize="10" borderRadius="l2" objectFit="cover" flexShrink={0} />
          <Text fontWeight="medium">{product.title}</Text>
        </HStack>
      </Table.Cell>
      <Table.Cell>{product.category.map((category) => t(`categories.${category}`)).join(', ')}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{format.date(product.created)}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={product.stock ? 'green' : 'red'} variant="subtle">
          {t(product.stock ? 'stock.in' : 'stock.out')}
        </Badge>
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {format.wholeMoney(product.price)}
      </Table.Cell>
    </Table.Row>
  );
}
