// Shapes of the e-mail verification calls, until the API contract (`@restaurant/shared/contracts`) carries them.
export const VERIFICATION_CODE_LENGTH = 6;
export const DEFAULT_RESEND_COOLDOWN_SECONDS = 60;

export interface VerifyEmailBody {
  email: string;
  code: string;
}
export interface VerifyEmailResponse {
  data: { verified: true };
}
export interface ResendVerificationBody {
  email: string;
}
export interface ResendVerificationResponse {
  data: { retryAfterSeconds: number };
}
