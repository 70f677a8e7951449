import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Product } from '../../domain/types';
import { Row, Rows } from './ProductGrid.styles';

/** The CSS grid's rule in numbers: columns of at least 13rem, 1.5rem apart, four at most. */
const MIN_COLUMN_REM = 13;
const GAP_REM = 1.5;
const MAX_COLUMNS = 4;
/** A card's height before it is measured. */
const ESTIMATED_ROW_PX = 460;

function columnsFor(widthPx: number): number {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const fit = Math.floor((widthPx + GAP_REM * rem) / ((MIN_COLUMN_REM + GAP_REM) * rem));
  return Math.min(MAX_COLUMNS, Math.max(1, fit));
}

/**
 * How many columns the list's width holds and where the list starts on the page (the
 * virtualizer's scroll margin), kept up to date as it resizes.
 */
function useListLayout(list: React.RefObject<HTMLElement | null>) {
  const [layout, setLayout] = useState({ columns: 1, top: 0 });
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = (width: number) => {
      const columns = columnsFor(width);
      const top = element.getBoundingClientRect().top + window.scrollY;
      setLayout((old) => (old.columns === columns && old.top === top ? old : { columns, top }));
    };
    // Measured before the first paint too: the observer reports after it, and a frame drawn in
    // one column is four times as tall, so an End key pressed then scrolls towards a row of
    // dishes the columns then leave far short of the last.
    measure(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => entry && measure(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [list]);
  return layout;
}

/**
 * Whether a row measured above the fold moves the page, so that what is on screen stays put: not
 * while the page scrolls. End or Home measures rows as they pass the fold, and moving the page
 * then stopped the browser's scroll animation short of its end; a row differs from its estimate
 * by a few pixels, unseen mid-scroll.
 */
const adjustsWhenStill = (
  row: { start: number },
  _delta: number,
  virtualizer: Virtualizer<Window, Element>,
) => !virtualizer.isScrolling && row.start < (virtualizer.scrollOffset ?? 0);

export interface WindowedGridProps {
  products: Product[];
  renderCard: (product: Product, index: number) => ReactNode;
}

/**
 * A large catalog as a windowed list of rows: only the rows near the viewport are in the DOM,
 * so 10,000 dishes scroll as lightly as 30. Rows are measured once rendered.
 */
export function WindowedGrid({ products, renderCard }: WindowedGridProps) {
  const list = useRef<HTMLDivElement>(null);
  const { columns, top } = useListLayout(list);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(products.length / columns),
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 1,
    scrollMargin: top,
    // Rows render after the scroll event, not inside it.
    useFlushSync: false,
  });
  // TanStack Virtual takes this rule as a property of its instance, not as an option.
  // eslint-disable-next-line react-hooks/immutability
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = adjustsWhenStill;

  return (
    <Rows ref={list} role="list" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <Row
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          role="none"
          $columns={columns}
          $gap="lg"
          style={{ transform: `translateY(${row.start - top}px)` }}
        >
          {products.slice(row.index * columns, (row.index + 1) * columns).map((product, column) => (
            <div role="listitem" key={product._id}>
              {renderCard(product, row.index * columns + column)}
            </div>
          ))}
        </Row>
      ))}
    </Rows>
  );
}
