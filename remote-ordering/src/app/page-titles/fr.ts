import type { PageTitles } from './en';

const fr: PageTitles = {
  home: 'Bienvenue chez Bếp Nhà',
  foodMenu: 'Carte des plats',
  foodDetail: 'Détail du plat',
  comboDetail: 'Détail de la formule',
  comboDetailV1: 'Formules',
  vouchers: 'Bons de réduction',
  voucherDetail: 'Détail du bon',
  reviews: 'Avis des clients',
  personalReviews: 'Mes avis',
};

export default fr;
