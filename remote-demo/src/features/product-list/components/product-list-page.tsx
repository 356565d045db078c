import { useState } from 'react';
import { Card, ErrorState, PageContainer, Skeleton, Stack, VisuallyHidden } from '@restaurant/shared/ui';
import { useProducts, type Product } from '../../../lib/sample-data';
import { demoTranslations } from '../../../lib/translations';
import { useProductTable } from '../hooks/use-product-table';
import { productListTranslations } from '../translations';
import { DeleteProductsDialog } from './delete-products-dialog';
import { ProductTable } from './product-table';
import { ProductTableFooter } from './product-table-footer';
import { ProductTableToolbar } from './product-table-toolbar';

function ProductListCard({ products }: { products: readonly Product[] }) {
  const { t } = productListTranslations.useTranslation();
  const table = useProductTable(products);
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  return (
    <Card.Root borderRadius="card" boxShadow="card" bg="bg.panel">
      <Card.Body gap="5">
        <ProductTableToolbar
          query={table.query}
          onQueryChange={table.setQuery}
          selectedCount={table.selectedCount}
          onDeleteSelected={() => setConfirming(true)}
        />
        <ProductTable table={table} />
        <ProductTableFooter
          total={table.total}
          page={table.page}
          pageSize={table.pageSize}
          dense={table.dense}
          onPageChange={table.setPage}
          onPageSizeChange={table.setPageSize}
          onDenseChange={table.setDense}
        />
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
        <DeleteProductsDialog
          open={confirming}
          count={table.selectedCount}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setAnnouncement(t('deleted', { count: table.deleteSelected() }));
            setConfirming(false);
          }}
        />
      </Card.Body>
    </Card.Root>
  );
}

/** `/apps/ecommerce/eco-product-list`: the sample products in a searchable, sortable, pageable table. */
export default function ProductListPage() {
  const { t } = demoTranslations.useTranslation();
  const { t: tList } = productListTranslations.useTranslation();
  const products = useProducts();
  return (
    <PageContainer title={t('ecommerce.pages.eco-product-list')} breadcrumb={[{ label: t('ecommerce.section') }]}>
      {products.isPending ? (
        <Stack gap="3" aria-busy="true">
          {[0, 1, 2, 3, 4, 5].map((row) => (
            <Skeleton key={row} h="12" />
          ))}
        </Stack>
      ) : products.isError ? (
        <ErrorState title={tList('error')} message={products.error.message} onRetry={() => void products.refetch()} />
      ) : (
        <ProductListCard products={products.data} />
      )}
    </PageContainer>
  );
}
