import { Cart } from '../../components/Cart';
import { useShop } from '../shop';

export function CartPage() {
  const { cart, busyIds, changeQuantity, removeFromCart } = useShop();
  return (
    <>
      <title>My Cart — Cravings</title>
      <Cart
        items={cart}
        busyIds={busyIds}
        onIncrement={(productId) => changeQuantity(productId, 'increment')}
        onDecrement={(productId) => changeQuantity(productId, 'decrement')}
        onRemove={removeFromCart}
      />
    </>
  );
}
