import type { ReactNode } from 'react';
import { StaffOnly } from '@restaurant/shared/ui';

/**
 * Every exposed staff page goes through the one gate, so no page can forget it and the features stay unaware of it.
 * `manager`: a manager's page (the menu editor, vouchers); staff get "managers only" (a manager is staff too).
 */
export function StaffPage({ children, manager = false }: { children: ReactNode; manager?: boolean }) {
  return <StaffOnly role={manager ? 'manager' : 'staff'}>{children}</StaffOnly>;
}
