import { useState } from 'react';
import { LoadError } from '../../components/LoadError';
import { OrderHistory } from '../../components/OrderHistory';
import { getOrders } from '../api/account';
import { useSignedIn } from '../useSignedIn';
import { useSettled } from '../useSettled';

export function OrderHistoryPage() {
  const signedIn = useSignedIn();
  const [orders, setOrders] = useState(() => signedIn(getOrders));
  const settled = useSettled(orders);
  return (
    <>
      <title>Order History — Cravings</title>
      {settled.status === 'rejected' ? (
        <LoadError what="your orders" onRetry={() => setOrders(signedIn(getOrders))} />
      ) : (
        <OrderHistory orders={settled.status === 'fulfilled' ? settled.value : undefined} />
      )}
    </>
  );
}
