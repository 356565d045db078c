import { describeTranslationKeys } from '@restaurant/shared/testing';
import { blogTranslations } from '../features/blog/translations';
import { calendarTranslations } from '../features/calendar/translations';
import { caslTranslations } from '../features/casl/translations';
import { chartsTranslations } from '../features/charts/translations';
import { chatsTranslations } from '../features/chats/translations';
import { checkoutTranslations } from '../features/checkout/translations';
import { contactsTranslations } from '../features/contacts/translations';
import { ecommerceDashboardTranslations } from '../features/ecommerce-dashboard/translations';
import { emailTranslations } from '../features/email/translations';
import { followersTranslations } from '../features/followers/translations';
import { formsTranslations } from '../features/forms/translations';
import { friendsTranslations } from '../features/friends/translations';
import { galleryTranslations } from '../features/gallery/translations';
import { notesTranslations } from '../features/notes/translations';
import { productDetailTranslations } from '../features/product-detail/translations';
import { productListTranslations } from '../features/product-list/translations';
import { shopTranslations } from '../features/shop/translations';
import { tablesTranslations } from '../features/tables/translations';
import { ticketsTranslations } from '../features/tickets/translations';
import { treeviewTranslations } from '../features/treeview/translations';
import { uiComponentsTranslations } from '../features/ui-components/translations';
import { userProfileTranslations } from '../features/user-profile/translations';
import { widgetsTranslations } from '../features/widgets/translations';
import { demoTranslations } from '../lib/translations';

// The demo's own namespace and each feature's.
describeTranslationKeys(
  demoTranslations,
  blogTranslations,
  calendarTranslations,
  caslTranslations,
  chartsTranslations,
  chatsTranslations,
  checkoutTranslations,
  contactsTranslations,
  ecommerceDashboardTranslations,
  emailTranslations,
  followersTranslations,
  formsTranslations,
  friendsTranslations,
  galleryTranslations,
  notesTranslations,
  productDetailTranslations,
  productListTranslations,
  shopTranslations,
  tablesTranslations,
  ticketsTranslations,
  treeviewTranslations,
  uiComponentsTranslations,
  userProfileTranslations,
  widgetsTranslations,
);
