import { paths, useNavigate } from '@restaurant/shared/router';
import { Button, PageContainer, SimpleGrid } from '@restaurant/shared/ui';
import { demoTranslations } from '../../../lib/translations';
import { widgetsTranslations } from '../translations';
import { Banner } from './banner';
import { UpgradeDialog } from './upgrade-dialog';

/** `/widgets/banners`: call-to-action and congratulation banners whose buttons open a dialog or go somewhere. */
export default function BannersPage() {
  const { t: tDemo } = demoTranslations.useTranslation();
  const { t } = widgetsTranslations.useTranslation();
  const navigate = useNavigate();
  return (
    <PageContainer title={tDemo('widgets.pages.banners')} breadcrumb={[{ label: tDemo('widgets.section') }]}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Banner
          title={t('banners.upgrade.title')}
          description={t('banners.upgrade.description')}
          action={<UpgradeDialog />}
        />
        <Banner
          palette="green"
          title={t('banners.congrats.title')}
          description={t('banners.congrats.description')}
          action={
            <Button colorPalette="green" onClick={() => navigate(paths.demo.dashboards.ecommerce)}>
              {t('banners.congrats.action')}
            </Button>
          }
        />
        <Banner
          palette="orange"
          title={t('banners.shop.title')}
          description={t('banners.shop.description')}
          action={
            <Button colorPalette="orange" onClick={() => navigate(paths.demo.ecommerce.shop)}>
              {t('banners.shop.action')}
            </Button>
          }
        />
        <Banner
          palette="gray"
          title={t('banners.empty.title')}
          description={t('banners.empty.description')}
          action={
            <Button variant="outline" onClick={() => navigate(paths.demo.ecommerce['eco-product-list'])}>
              {t('banners.empty.action')}
            </Button>
          }
        />
      </SimpleGrid>
    </PageContainer>
  );
}
