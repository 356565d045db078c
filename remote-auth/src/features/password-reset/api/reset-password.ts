import { useMutation } from '@tanstack/react-query';
import { sendApiRequest, type ApiError } from '@restaurant/shared';
import type { ResetPasswordBody } from '@restaurant/shared/contracts';

export const RESET_PASSWORD_PATH = '/auth/reset-password';
/** The API's code for an unknown, used or expired (30 minutes) reset token. */
export const INVALID_RESET_TOKEN = 'INVALID_RESET_TOKEN';

/** `POST /auth/reset-password {token, password}` -> 204; 400 `INVALID_RESET_TOKEN`. The token travels in the body only. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await sendApiRequest('post', RESET_PASSWORD_PATH, { operation: 'generic', skipAuthRefresh: true }, body);
}

export function useResetPassword() {
  return useMutation<void, ApiError, ResetPasswordBody>({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: resetPassword,
  });
}
