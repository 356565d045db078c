import { apiClient, ERROR_MESSAGES, toApiError, type ApiError } from '@restaurant/shared';
import { useMutation } from '@tanstack/react-query';
import type { ResendVerificationBody, ResendVerificationResponse } from '@restaurant/shared/contracts';
import { DEFAULT_RESEND_COOLDOWN_SECONDS } from '../types';

export const RESEND_VERIFICATION_PATH = '/auth/verify-email/resend';

/** `POST /auth/verify-email/resend {email}` -> 202 whatever the address (no account enumeration); 429 in the cool-down. */
export async function resendVerificationCode(body: ResendVerificationBody): Promise<number> {
  try {
    const response = await apiClient.post<ResendVerificationResponse>(RESEND_VERIFICATION_PATH, body, {
      skipAuthRefresh: true,
    });
    const seconds = response.data?.data?.retryAfterSeconds;
    return typeof seconds === 'number' && seconds > 0 ? seconds : DEFAULT_RESEND_COOLDOWN_SECONDS;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.generic);
  }
}

export function useResendVerificationCode() {
  return useMutation<number, ApiError, ResendVerificationBody>({
    mutationKey: ['auth', 'verify-email', 'resend'],
    mutationFn: resendVerificationCode,
  });
}
