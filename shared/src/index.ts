// `@restaurant/shared` root: on every page's first load, so no Chakra (or any UI) import in this module graph.

export { resolveApiBaseUrl, DEFAULT_API_BASE_URL } from './api/api-base-url';
export { ApiError, isApiError, responseBodyOf, toApiError } from './api/api-error';
export { ERROR_MESSAGES, type ErrorMessageKey } from './api/error-messages';
export {
  getData,
  loadApiClient,
  postData,
  putData,
  REQUEST_TIMEOUT_MS,
  sendApiRequest,
  type ApiCall,
  type DataEnvelope,
} from './api/api-request';
export { openEventStream, parseEventStream, type EventStreamCall, type ServerEvent } from './api/event-stream';
export { useHydrated } from './hooks/use-hydrated';
export { useNow } from './hooks/use-now';
export { useNear, useNearViewport } from './hooks/use-near-viewport';
export { orderOfStreamEvent, useLiveEventStream, type LiveEventStreamOptions } from './api/use-live-event-stream';
export {
  EMAIL_NOT_VERIFIED,
  MANAGE_ERROR,
  ORDER_ERROR,
  RESERVATION_CONFLICT,
  STAFF_ERROR,
  VOUCHER_REJECTED,
} from './contracts/error-codes';

export {
  useAuthStore,
  whenAuthHydrated,
  useAccessToken,
  useAuthUser,
  useIsAuthenticated,
  useAuthHydrated,
  type AuthState,
  type AuthUser,
  type AuthSession,
  type AuthTokens,
} from './stores/auth-store';
export {
  ACCESS_TOKEN_KEY,
  AUTH_USER_KEY,
  REFRESH_TOKEN_KEY,
  AUTH_REHYDRATE_TIMEOUT_MS,
  type TokenPersistence,
} from './stores/token-storage';
export {
  useCustomizerStore,
  DEFAULT_CUSTOMIZER,
  THEME_NAMES,
  LANGUAGES,
  isLanguage,
  type CustomizerState,
  type CustomizerSettings,
  type ThemeName,
  type ColorMode,
  type Language,
} from './stores/customizer-store';
export {
  useCartStore,
  applyCartLineUpdate,
  useCartLines,
  useCartCount,
  useUpdateCartLine,
  useClearCart,
  type CartState,
  type CartLine,
  type CartLineType,
  type CartLineUpdate,
  type CatalogId,
} from './stores/cart-store';
export { resetAllStores } from './stores/reset-all-stores';

export {
  i18n,
  initI18n,
  createRequestI18n,
  productLanguage,
  COMMON_NAMESPACE,
  DEFAULT_LANGUAGE,
  LANGUAGE_TAGS,
  type I18n,
  type TFunction,
  type TranslationLoader,
  type TranslationLoaders,
  type Translated,
  type TranslationResource,
} from './i18n/i18n';
export {
  defineTranslations,
  commonTranslations,
  type Translations,
  type UseTranslationResult,
} from './i18n/define-translations';
// Translation is i18next + react-i18next, each one MF singleton (one copy, one instance in the browser). Apps reach
// react-i18next through here (lint), so a remote reads its texts exactly as react-i18next documents.
export {
  I18nContext,
  I18nextProvider,
  Trans,
  Translation,
  useTranslation,
  withTranslation,
  type TransProps,
  type UseTranslationResponse,
} from 'react-i18next';
export { DisplayLanguageContext, useDisplayLanguage } from './i18n/display-language';
export { isRtlLanguage, directionOf, type TextDirection } from './i18n/rtl';
export { languageOfAcceptLanguage, languageOfTag, languageTag, preferredLanguage } from './i18n/language-tag';
export {
  languagePathSegment,
  languagePrefix,
  localizedPath,
  splitLanguagePath,
  type LanguagePath,
} from './i18n/language-path';
export { rememberedLanguage, rememberLanguage, REMEMBERED_LANGUAGE_KEY } from './i18n/remembered-language';
export {
  addMinutesToClock,
  dateTimeFormat,
  formatClock,
  formatDay,
  formatInstant,
  formatRestaurantTime,
  numberFormat,
  relativeTimeFormat,
  RESTAURANT_TIME_ZONE,
  useIntlLocale,
} from './i18n/intl-format';
export type { CommonTranslations } from './i18n/locales/common/en';

export {
  createQueryClient,
  hydrateServerData,
  markServerData,
  queryClient,
  READ_MOSTLY_STALE_TIME_MS,
  SERVER_DATA_FRESH_MS,
} from './query/query-client';
export { remoteAssetUrl, setRemotePublicPaths } from './server-rendering/remote-assets';
export { ServerRenderedContext, useServerRendered } from './server-rendering/server-rendered';
export { PageStatusContext, useNotFoundStatus, type PageStatus } from './server-rendering/page-status';
export {
  SERVER_RENDER_STATE_ID,
  readServerRenderState,
  type RenderPage,
  type ServerRemote,
  type ServerRenderRequest,
  type ServerRenderResult,
  type ServerRenderState,
} from './server-rendering/server-render-state';

export { LOGOUT_PATH, logout, signOut, useSignOut } from './auth/sign-out';
export { startSessionEffects } from './auth/session-effects';
export { addToCart, type AddToCartResult } from './cart/add-to-cart';
export { getMyCart, myCartQueryOptions, rememberCart, useMyCart } from './cart/get-my-cart';
export { REFRESH_TOKEN_PATH, refreshTokens, type RefreshedTokens } from './auth/refresh-token';
export {
  asIntentionalSignOut,
  useDismissSessionNotice,
  useSessionExpired,
  useSessionNoticeStore,
  watchSessionExpiry,
} from './auth/session-expiry';
export {
  CURRENT_USER_PATH,
  currentUserQueryOptions,
  getCurrentUser,
  rememberEmailVerified,
  useCurrentUser,
} from './auth/current-user';
export { hasRole } from './auth/roles';
export { onApiMaintenance, MAINTENANCE_CODE, type MaintenanceListener } from './api/maintenance';
export { PageHead, type PageHeadProps } from './seo/page-head';
export { RESTAURANT_IMAGE_PATH, SiteOriginContext, useAbsoluteUrl } from './seo/site-origin';
export {
  jsonLdText,
  menuItemJsonLd,
  menuJsonLd,
  PRICE_CURRENCY,
  restaurantJsonLd,
  reviewsJsonLd,
  type MenuItemFacts,
  type MenuSectionFacts,
  type RatingFacts,
  type RestaurantFacts,
  type ReviewFacts,
  type WeeklyServiceFacts,
} from './seo/structured-data';
export { reportClientError, setClientErrorReporter, type ClientErrorReport } from './client-errors/report';
