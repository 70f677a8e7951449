import { Cart } from '../../components/Cart';
import { useShop } from '../shop';

export function CartPage() {
  const { cart, loadFailed, reload, busyIds, changeQuantity, removeFromCart } = useShop();
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
