import { Cart } from '../../components/Cart';
import { useLists } from '../flows/lists';
import { useMenu } from './useMenu';

export function CartPage() {
  const { cart, loadFailed, reload, busyIds, changeQuantity, removeFromCart } = useLists();
  const menu = useMenu();
  return (
    <>
      <title>My Cart — Cravings</title>
      <Cart
        items={cart}
        loadFailed={loadFailed}
        onRetry={reload}
        menu={menu}
        busyIds={busyIds.cart}
        onIncrement={(productId) => changeQuantity(productId, 'increment')}
        onDecrement={(productId) => changeQuantity(productId, 'decrement')}
        onRemove={removeFromCart}
      />
    </>
  );
}
