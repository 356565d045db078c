// TypeBox schemas and their Static types for every API request and response. The API validates and serialises
// with these at run time; front ends import the types only (`import type`), so nothing else belongs here.
// Explicit named re-exports (no `export *`): Node's ESM loader can then see every name when it loads this
// package as CommonJS (tsx, jest), and bundlers tree-shake exactly.

export {
  ErrorResponse,
  Id,
  IdParams,
  MAX_PAGE_SIZE,
  PageQuery,
  Page,
  Data,
  LocalDate,
  LocalTime,
  Timestamp,
  Vnd,
} from './common';
export {
  Health,
  HealthResponse,
} from './health';
export {
  Email,
  Phone,
  PASSWORD_MIN_LENGTH,
  User,
  RegisterBody,
  RegisterResponse,
  LoginBody,
  TokenPair,
  LoginResult,
  LoginResponse,
  RefreshBody,
  RefreshResponse,
  LogoutBody,
  MeResponse,
} from './auth';
export {
  FoodCategory,
  FoodCategoriesResponse,
  Food,
  FoodSort,
  FoodsQuery,
  FoodsResponse,
  FoodDetail,
  FoodDetailResponse,
} from './food';
export {
  Combo,
  CombosQuery,
  CombosResponse,
  ComboItem,
  ComboDetail,
  ComboDetailResponse,
} from './combo';
export {
  DiscountType,
  Voucher,
  VouchersQuery,
  VouchersResponse,
  VoucherDetailResponse,
  MyVoucher,
  MyVouchersResponse,
} from './voucher';
export {
  Rating,
  Review,
  ReviewsQuery,
  ReviewsResponse,
  AverageRatings,
  AverageRatingsResponse,
  MyReviewResponse,
  CreateReviewBody,
  CreateReviewResponse,
} from './review';
export {
  CartItemType,
  MAX_LINE_QUANTITY,
  CartDetail,
  Cart,
  CartResponse,
  AddToCartBody,
  UpdateCartParams,
  UpdateCartBody,
} from './cart';
export {
  TableShape,
  Floor,
  FloorsResponse,
  Seat,
  RestaurantTable,
  FloorDetail,
  FloorDetailResponse,
  FloorParams,
  Duration,
  SlotQuery,
  AvailabilityQuery,
  TableAvailability,
  FloorAvailability,
  FloorAvailabilityResponse,
  Guests,
  SuggestionsQuery,
  SuggestedTable,
  SeatSuggestion,
  SeatSuggestionsResponse,
  ReservationStatus,
  CreateReservationBody,
  Reservation,
  ReservationResponse,
  MyReservationsQuery,
  MyReservationsResponse,
  BookingRules,
  BookingRulesResponse,
} from './table';
