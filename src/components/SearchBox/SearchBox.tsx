import { useMachine } from '@xstate/react';
import { Search } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { formatRupees } from '../../domain/money';
import type { Product } from '../../domain/types';
import { searchMachine, selectResults, type SearchEvent } from '../../machines/search';
import { TextInput } from '../TextInput';
import { VisuallyHidden } from '../theme';
import {
  Listbox,
  NoResults,
  Option,
  Price,
  Root,
  SearchIcon,
  Thumbnail,
  Title,
} from './SearchBox.styles';

export interface SearchBoxProps {
  /** The catalog to search; the list follows when it changes (e.g. once it has loaded). */
  products: Product[];
  /** A dish was chosen: open its detail page. The box is emptied afterwards. */
  onOpenProduct: (productId: string) => void;
}

const KEY_EVENTS: Partial<Record<string, SearchEvent>> = {
  ArrowDown: { type: 'search.moveDown' },
  ArrowUp: { type: 'search.moveUp' },
  Enter: { type: 'search.choose' },
  Escape: { type: 'search.close' },
};

/**
 * The header search: an ARIA 1.2 combobox with a list of matching dishes (D17).
 *
 * - Typing opens the list; ArrowDown/ArrowUp move through it (wrapping), Enter or a click opens
 *   the dish and empties the box, Escape or a click outside closes the list and keeps the text,
 *   and clicking into the box brings the list back.
 * - Focus stays in the box; the active option is pointed at with `aria-activedescendant`.
 * - When nothing matches the panel reads 'No data found' (a status message, not an option).
 */
export function SearchBox({ products, onOpenProduct }: SearchBoxProps) {
  const [snapshot, send, actorRef] = useMachine(
    searchMachine.provide({
      actions: { openProduct: (_, { productId }) => onOpenProduct(productId) },
    }),
    { input: { products } },
  );
  const inputId = useId();
  const listboxId = `${inputId}-listbox`;
  const optionId = (product: Product) => `${listboxId}-${product._id}`;
  const listboxRef = useRef<HTMLUListElement>(null);

  const { query } = snapshot.context;
  // The box shows a key press at once; the list (new options, images, styles) follows in the
  // next frame, so typing stays quick on a slow phone. Everything that points into the list
  // reads the same deferred snapshot as the list itself.
  const listSnapshot = useDeferredValue(snapshot);
  const { activeIndex } = listSnapshot.context;
  const results = selectResults(listSnapshot);
  const isOpen = listSnapshot.matches('open');
  const showsList = isOpen && results.length > 0;
  const active = showsList ? results[activeIndex] : undefined;

  // Only a catalog the machine does not have yet: on mount it already holds `products` (its
  // input), and a redundant event would cost a re-render in the middle of hydration.
  useEffect(() => {
    if (actorRef.getSnapshot().context.products !== products)
      send({ type: 'search.productsLoaded', products });
  }, [products, send, actorRef]);

  useEffect(() => {
    listboxRef.current
      ?.querySelector('[aria-selected="true"]')
      ?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keyEvent = KEY_EVENTS[event.key];
    if (!keyEvent) return;
    // The arrows would move the caret; Enter and Escape belong to the list while it is shown.
    if (keyEvent.type.startsWith('search.move') || showsList) event.preventDefault();
    send(keyEvent);
  };

  return (
    <Root>
      <TextInput
        id={inputId}
        label={<VisuallyHidden>Search dishes</VisuallyHidden>}
        type="text"
        role="combobox"
        aria-expanded={showsList}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder="Search for dishes"
        value={query}
        onChange={(event) => send({ type: 'search.type', query: event.target.value })}
        onKeyDown={onKeyDown}
        onClick={() => send({ type: 'search.focus' })}
        // Options are not focusable, so focus leaving the box means a click or Tab elsewhere.
        onBlur={() => send({ type: 'search.close' })}
        endAdornment={
          <SearchIcon aria-hidden="true">
            <Search size={20} />
          </SearchIcon>
        }
      />
      <Listbox
        ref={listboxRef}
        id={listboxId}
        role="listbox"
        aria-label="Matching dishes"
        hidden={!showsList}
        // Keeps the focus in the box when an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
      >
        {showsList
          ? results.map((product) => (
              <Option
                as="li"
                $align="center"
                $gap="sm"
                $wrap={false}
                key={product._id}
                id={optionId(product)}
                role="option"
                aria-selected={product === active}
                onClick={() => send({ type: 'search.choose', productId: product._id })}
              >
                <Thumbnail
                  src={product.url}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  decoding="async"
                />
                <Title as="span" $breakAnywhere>
                  {product.title}
                </Title>
                <Price as="span" $weight="semibold">
                  {formatRupees(Number(product.price))}
                </Price>
              </Option>
            ))
          : null}
      </Listbox>
      <NoResults role="status">{isOpen && results.length === 0 ? 'No data found' : null}</NoResults>
    </Root>
  );
}
