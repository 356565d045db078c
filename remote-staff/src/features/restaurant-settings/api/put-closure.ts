import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putData, type ApiError } from '@restaurant/shared';
import type { Closure, ClosureInput, ClosureResponse } from '@restaurant/shared/contracts';
import { managedSettingsQueryOptions } from './get-managed-settings';

export const closurePath = (date: string) => `/manage/closures/${date}`;

/** `PUT /manage/closures/{date}`: closed all day (no services) or special hours; 409 when bookings fall outside. */
export function putClosure(date: string, input: ClosureInput): Promise<Closure> {
  return putData<ClosureResponse>(closurePath(date), input, { operation: 'generic' });
}

export function usePutClosure() {
  const queryClient = useQueryClient();
  return useMutation<Closure, ApiError, { date: string; input: ClosureInput }>({
    mutationFn: ({ date, input }) => putClosure(date, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managedSettingsQueryOptions().queryKey }),
  });
}
