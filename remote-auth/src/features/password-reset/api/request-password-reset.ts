import { apiClient, ERROR_MESSAGES, toApiError, type ApiError } from '@restaurant/shared';
import type { ForgotPasswordBody } from '@restaurant/shared/contracts';
import { useMutation } from '@tanstack/react-query';

export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';

/** `POST /auth/forgot-password {email}` -> 202 whether or not the address has an account (no enumeration). */
export async function requestPasswordReset(body: ForgotPasswordBody): Promise<void> {
  try {
    await apiClient.post(FORGOT_PASSWORD_PATH, body, { skipAuthRefresh: true });
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.generic);
  }
}

export function useRequestPasswordReset() {
  return useMutation<void, ApiError, ForgotPasswordBody>({
    mutationKey: ['auth', 'forgot-password'],
    mutationFn: requestPasswordReset,
  });
}
