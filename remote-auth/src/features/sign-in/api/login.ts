import { useMutation } from '@tanstack/react-query';
import { postData, useAuthStore, type ApiError } from '@restaurant/shared';
import type { LoginBody, LoginResponse, LoginResult } from '@restaurant/shared/contracts';

export const LOGIN_PATH = '/auth/login';

/** `POST /auth/login`: wrong password and unknown e-mail get the same 401 from the API; 429 when rate-limited. */
export function login(credentials: LoginBody): Promise<LoginResult> {
  // A 401 here means wrong credentials, not an expired token: no refresh attempt.
  return postData<LoginResponse>(LOGIN_PATH, credentials, { operation: 'login', skipAuthRefresh: true });
}

export interface LoginVariables {
  credentials: LoginBody;
  /** On: tokens in localStorage (survive closing the browser). Off: sessionStorage (gone with the tab). */
  remember: boolean;
}

/**
 * Spec section 4: the mutation's own states are the login's loading and error (ARCHITECTURE "State"); success
 * stores tokens and user.
 */
export function useLogin() {
  return useMutation<LoginResult, ApiError, LoginVariables>({
    mutationKey: ['auth', 'login'],
    mutationFn: ({ credentials }) => login(credentials),
    onSuccess: ({ accessToken, refreshToken, user }, { remember }) => {
      const auth = useAuthStore.getState();
      // Storage first, so the tokens are written only where the diner asked.
      auth.setPersistence(remember ? 'local' : 'session');
      auth.setSession({ accessToken, refreshToken, user });
    },
  });
}
