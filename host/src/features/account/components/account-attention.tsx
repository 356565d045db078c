import { useAuthUser } from '@restaurant/shared';
import { Box, UserIcon } from '@restaurant/shared/ui';

/** The mail server keeps refusing the signed-in diner's address (`emailUndeliverable`): they should fix it. */
export function useEmailUndeliverable(): boolean {
  return useAuthUser()?.emailUndeliverable === true;
}

/** The account button's face: the person, with a dot while the account needs the diner's attention. */
export function AccountFace({ attention }: { attention: boolean }) {
  return (
    <>
      <UserIcon />
      {attention ? (
        <Box
          as="span"
          aria-hidden
          position="absolute"
          top="1.5"
          insetEnd="1.5"
          boxSize="2.5"
          borderRadius="full"
          bg="orange.solid"
          borderWidth="2px"
          borderColor="bg"
        />
      ) : null}
    </>
  );
}
