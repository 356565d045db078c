import { useMutation } from '@tanstack/react-query';
import { postData, useAuthStore, type ApiError } from '@restaurant/shared';
import type { LoginBody, LoginResponse, LoginResult } from '@restaurant/shared/contracts';

export const LOGIN_PATH = '/auth/login';

/** `POST /auth/login`, for the standalone shell only (the composed site signs in through remote-auth). */
export function login(credentials: LoginBody): Promise<LoginResult> {
  // A 401 here means wrong credentials, not an expired token: no refresh attempt.
  return postData<LoginResponse>(LOGIN_PATH, credentials, { operation: 'login', skipAuthRefresh: true });
}

/** Signs in and keeps the session where the auth store keeps it. */
export function useLogin() {
  return useMutation<LoginResult, ApiError, LoginBody>({
    mutationFn: login,
    onSuccess: ({ accessToken, refreshToken, user }) =>
      useAuthStore.getState().setSession({ accessToken, refreshToken, user }),
  });
}
