// The front ends' test kit (`@restaurant/shared/testing`): one render with the app's providers, one fake API at the
// HTTP layer, contract-typed fixtures. Test code only: no production entry imports it.
export {
  dataOf,
  deferred,
  fakeApi,
  pageOf,
  type FakeApi,
  type FakeHandler,
  type FakeReply,
  type FakeRequest,
  type FakeRoutes,
} from './fake-api';
// The one API client itself, for a test that calls it bare; app code goes through `sendApiRequest`, which loads it.
export { apiClient } from '../api/api-client';
export { installFakeIntersectionObserver, type FakeIntersectionObservers } from './intersection-observer';
export { searchFor } from './search';
export {
  aPhoto,
  aUser,
  averages,
  cart,
  category,
  combo,
  comboDetail,
  food,
  foodDetail,
  restaurantContact,
  review,
  voucher,
} from './fixtures';
export {
  createTestQueryClient,
  currentLocation,
  renderWithProviders,
  resetSession,
  loadTranslations,
  type RenderOptions,
  type TestRoute,
  type TestSession,
} from './render-with-providers';
export { describeTranslationKeys, expectedKeys, pluralCategoriesOf } from './translation-keys';
