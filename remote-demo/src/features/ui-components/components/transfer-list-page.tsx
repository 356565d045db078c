import { uiComponentsTranslations } from '../translations';
import { ExampleCard } from './example-card';
import { GalleryPage } from './gallery-page';
import { TransferList } from './transfer-list';

// Dish names are sample data, as the sample-data API's are.
const BASIC = { left: ['Hummus', 'Falafel', 'Tabbouleh', 'Baba ghanoush'], right: ['Lentil soup', 'Fattoush'] };
const ENHANCED = {
  left: ['Grilled salmon', 'Lamb tagine', 'Mushroom risotto', 'Chicken shawarma', 'Beef kofta'],
  right: ['Baklava', 'Kunafa', 'Rice pudding'],
};

/** /ui-components/transfer-list: a basic transfer list and an enhanced one with select-all and counts. */
export default function TransferListPage() {
  const { t } = uiComponentsTranslations.useTranslation();
  return (
    <GalleryPage page="transfer-list" columns={1}>
      <ExampleCard title={t('transfer.basic')}>
        <TransferList initial={BASIC} />
      </ExampleCard>
      <ExampleCard title={t('transfer.enhanced')}>
        <TransferList initial={ENHANCED} enhanced />
      </ExampleCard>
    </GalleryPage>
  );
}
