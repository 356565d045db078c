import { useMutation } from '@tanstack/react-query';
import { postData, type ApiError } from '@restaurant/shared';
import type { RegisterBody, RegisterResponse, User } from '@restaurant/shared/contracts';

export const REGISTER_PATH = '/auth/register';

/** `POST /auth/register` -> 201 with the new user (409 when the e-mail is taken). No session yet: the diner verifies, then signs in. */
export function register(body: RegisterBody): Promise<User> {
  return postData<RegisterResponse>(REGISTER_PATH, body, { operation: 'register', skipAuthRefresh: true });
}

export function useRegister() {
  return useMutation<User, ApiError, RegisterBody>({
    mutationKey: ['auth', 'register'],
    mutationFn: register,
  });
}
