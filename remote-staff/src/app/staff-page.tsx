import type { ReactNode } from 'react';
import { StaffOnly } from '@restaurant/shared/ui';

/** Every exposed staff page goes through the one gate, so no page can forget it and the features stay unaware of it. */
export function StaffPage({ children }: { children: ReactNode }) {
  return <StaffOnly>{children}</StaffOnly>;
}
