import type { ReactNode } from 'react';
import { Box } from '@restaurant/shared/ui';

/** One group of the drawer's settings, ruled off from the next. */
export function SettingSection({ children }: { children: ReactNode }) {
  return (
    <Box borderBottomWidth="1px" borderColor="border" pb="5">
      {children}
    </Box>
  );
}
