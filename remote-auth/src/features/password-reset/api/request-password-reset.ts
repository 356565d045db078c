import { useMutation } from '@tanstack/react-query';
import { sendApiRequest, type ApiError } from '@restaurant/shared';
import type { ForgotPasswordBody } from '@restaurant/shared/contracts';

export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';

/** `POST /auth/forgot-password {email}` -> 202 whether or not the address has an account (no enumeration). */
export async function requestPasswordReset(body: ForgotPasswordBody): Promise<void> {
  await sendApiRequest('post', FORGOT_PASSWORD_PATH, { operation: 'generic', skipAuthRefresh: true }, body);
}

export function useRequestPasswordReset() {
  return useMutation<void, ApiError, ForgotPasswordBody>({
    mutationKey: ['auth', 'forgot-password'],
    mutationFn: requestPasswordReset,
  });
}
