import { Cart } from '../../components/Cart';
import { useLists } from '../flows/lists';

export function CartPage() {
  const { cart, loadFailed, reload, busyIds, changeQuantity, removeFromCart } = useLists();
  return (
    <>
      <title>My Cart — Cravings</title>
      <Cart
        items={cart}
        loadFailed={loadFailed}
        onRetry={reload}
        busyIds={busyIds}
        onIncrement={(productId) => changeQuantity(productId, 'increment')}
        onDecrement={(productId) => changeQuantity(productId, 'decrement')}
        onRemove={removeFromCart}
      />
    </>
  );
}
