// The code length and resend cool-down are the API contract's (`@restaurant/shared/contracts`); the request and
// response shapes are imported from there by the api files.
export {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_RESEND_COOLDOWN_SECONDS as DEFAULT_RESEND_COOLDOWN_SECONDS,
} from '@restaurant/shared/contracts';
