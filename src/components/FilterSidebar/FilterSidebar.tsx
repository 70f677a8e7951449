import { X } from 'lucide-react';
import { useId, useRef } from 'react';
import type { Filters } from '../../domain/filters';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { FilterControls } from './FilterControls';
import { FilterDrawer } from './FilterDrawer';
import { Cluster } from '../Cluster';
import { Column, Content, Heading } from './FilterSidebar.styles';
import { useWideScreen } from '../hooks';

/** `auto`: a column from `theme.breakpoints.md` up, a drawer below. The others force one. */
export type FilterSidebarLayout = 'auto' | 'column' | 'drawer';

export interface FilterSidebarProps {
  filters: Filters;
  /**
   * Every control reports the whole new `Filters`. `continuesGesture` is true for the second and
   * later moves of one price-slider drag (or one held arrow key): the owner can fold them into
   * the first, so Back undoes the whole drag.
   */
  onChange: (filters: Filters, continuesGesture?: boolean) => void;
  /** The 'Clear' button: the owner resets the filters to `DEFAULT_FILTERS`. */
  onClear: () => void;
  /**
   * Wide screens: a column beside the grid, hidden when closed. Narrow screens
   * (< `theme.breakpoints.md`): a modal drawer over the page, shown only when open, with a close
   * button; Escape and a click on the backdrop close it; focus moves into it when it opens.
   */
  open: boolean;
  /** The drawer asks to close (close button, Escape, backdrop). */
  onClose: () => void;
  /** The element id the header's menu button controls. */
  id?: string;
  /** Which layout to use; `auto` follows the viewport. Stories and tests pin one. */
  layout?: FilterSidebarLayout;
}

/** The filters of the product grid, headed 'Filters'. */
export function FilterSidebar({
  filters,
  onChange,
  onClear,
  open,
  onClose,
  id = 'filters',
  layout = 'auto',
}: FilterSidebarProps) {
  const headingId = useId();
  // In the drawer, focus starts on the close button rather than on 'Clear', which comes first.
  const closeButton = useRef<HTMLButtonElement>(null);
  const wide = useWideScreen();
  const asDrawer = layout === 'drawer' || (layout === 'auto' && !wide);

  const panel = (
    <Content $gap="md">
      <Cluster $align="center" $gap="xs" $wrap={false}>
        <Heading as="h2" $size="xl" id={headingId}>
          Filters
        </Heading>
        <Button variant="secondary" onClick={onClear}>
          Clear
        </Button>
        {asDrawer ? (
          <IconButton ref={closeButton} label="Close filters" icon={<X />} onClick={onClose} />
        ) : null}
      </Cluster>
      <FilterControls filters={filters} onChange={onChange} />
    </Content>
  );

  if (asDrawer) {
    return (
      <FilterDrawer
        id={id}
        labelledBy={headingId}
        open={open}
        onClose={onClose}
        initialFocus={closeButton}
      >
        {panel}
      </FilterDrawer>
    );
  }
  return (
    <Column id={id} aria-labelledby={headingId} hidden={!open} $followsScreen={layout === 'auto'}>
      {panel}
    </Column>
  );
}
