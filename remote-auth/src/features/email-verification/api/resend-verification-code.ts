import { useMutation } from '@tanstack/react-query';
import { sendApiRequest, type ApiError } from '@restaurant/shared';
import type { ResendVerificationBody, ResendVerificationResponse } from '@restaurant/shared/contracts';
import { DEFAULT_RESEND_COOLDOWN_SECONDS } from '../types';

export const RESEND_VERIFICATION_PATH = '/auth/verify-email/resend';

/** `POST /auth/verify-email/resend {email}` -> 202 whatever the address (no account enumeration); 429 in the cool-down. */
export async function resendVerificationCode(body: ResendVerificationBody): Promise<number> {
  const response = await sendApiRequest<ResendVerificationResponse>(
    'post',
    RESEND_VERIFICATION_PATH,
    { operation: 'generic', skipAuthRefresh: true },
    body,
  );
  // A 202 may come with no body: the usual cool-down then applies.
  const seconds = response.data?.data?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : DEFAULT_RESEND_COOLDOWN_SECONDS;
}

export function useResendVerificationCode() {
  return useMutation<number, ApiError, ResendVerificationBody>({
    mutationKey: ['auth', 'verify-email', 'resend'],
    mutationFn: resendVerificationCode,
  });
}
