import { apiClient, ERROR_MESSAGES, rememberEmailVerified, toApiError, type ApiError } from '@restaurant/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailBody, VerifyEmailResponse } from '@restaurant/shared/contracts';

export const VERIFY_EMAIL_PATH = '/auth/verify-email';

/** `POST /auth/verify-email {email, code}` -> 200; 400 `INVALID_CODE` for a wrong or expired code. */
export async function verifyEmail(body: VerifyEmailBody): Promise<VerifyEmailResponse['data']> {
  try {
    const response = await apiClient.post<VerifyEmailResponse>(VERIFY_EMAIL_PATH, body, { skipAuthRefresh: true });
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.generic);
  }
}

/** A signed-in diner who confirms their own address can post reviews at once: the account we hold says so. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation<VerifyEmailResponse['data'], ApiError, VerifyEmailBody>({
    mutationKey: ['auth', 'verify-email'],
    mutationFn: verifyEmail,
    onSuccess: (_verified, { email }) => rememberEmailVerified(queryClient, true, email),
  });
}
