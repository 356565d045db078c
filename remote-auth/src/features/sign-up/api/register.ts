import { apiClient, ERROR_MESSAGES, toApiError, type ApiError } from '@restaurant/shared';
import type { RegisterBody, RegisterResponse, User } from '@restaurant/shared/contracts';
import { useMutation } from '@tanstack/react-query';

export const REGISTER_PATH = '/auth/register';

/** `POST /auth/register` -> 201 with the new user (409 when the e-mail is taken). No session yet: the diner verifies, then signs in. */
export async function register(body: RegisterBody): Promise<User> {
  try {
    const response = await apiClient.post<RegisterResponse>(REGISTER_PATH, body, { skipAuthRefresh: true });
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.register);
  }
}

export function useRegister() {
  return useMutation<User, ApiError, RegisterBody>({
    mutationKey: ['auth', 'register'],
    mutationFn: register,
  });
}
