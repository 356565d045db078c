// Exposed as `staff/OrdersBoardPage` (/staff/orders).
import { OrdersBoardPage as OrdersBoard } from '../../features/orders-board/components/orders-board-page';
import { StaffPage } from '../staff-page';

export default function OrdersBoardPage() {
  return (
    <StaffPage>
      <OrdersBoard />
    </StaffPage>
  );
}
