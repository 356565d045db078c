import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData, rememberEmailVerified, type ApiError } from '@restaurant/shared';
import type { VerifyEmailBody, VerifyEmailResponse } from '@restaurant/shared/contracts';

export const VERIFY_EMAIL_PATH = '/auth/verify-email';

/** `POST /auth/verify-email {email, code}` -> 200; 400 `INVALID_CODE` for a wrong or expired code. */
export function verifyEmail(body: VerifyEmailBody): Promise<VerifyEmailResponse['data']> {
  return postData<VerifyEmailResponse>(VERIFY_EMAIL_PATH, body, { operation: 'generic', skipAuthRefresh: true });
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
