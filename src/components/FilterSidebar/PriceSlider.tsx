import { useId, useRef } from 'react';
import { PRICE_CAP_MAX, PRICE_SLIDER_LABELS } from '../../domain/constants';
import { formatRupees } from '../../domain/money';
import { Cluster } from '../Cluster';
import { Text } from '../Text';
import { Range, Tick, Ticks } from './FilterSidebar.styles';

export interface PriceSliderProps {
  value: number;
  /**
   * `continuesGesture` is true for the second and later moves of one drag or one held key, so
   * the owner can fold them into the first (one history entry per drag). A move outside a
   * gesture (assistive technology, a script) never continues one.
   */
  onChange: (value: number, continuesGesture: boolean) => void;
}

type Gesture = 'none' | 'started' | 'moved';

/** The price cap: a native range input, so arrow keys, Home/End and Page keys all work. */
export function PriceSlider({ value, onChange }: PriceSliderProps) {
  const id = useId();
  const gesture = useRef<Gesture>('none');
  const startGesture = () => (gesture.current = 'started');
  const endGesture = () => (gesture.current = 'none');
  return (
    <div>
      <Cluster $align="baseline" $justify="space-between" $gap="xs" $wrap={false}>
        <Text as="label" $weight="semibold" htmlFor={id}>
          Maximum price
        </Text>
        <Text as="span" $weight="semibold" $tone="primary" $numeric>
          {formatRupees(value)}
        </Text>
      </Cluster>
      <Range
        id={id}
        type="range"
        min={0}
        max={PRICE_CAP_MAX}
        step={10}
        value={value}
        aria-valuetext={formatRupees(value)}
        onPointerDown={startGesture}
        onPointerUp={endGesture}
        // A held key repeats its keydown: only the first press starts a gesture.
        onKeyDown={(event) => !event.repeat && startGesture()}
        onKeyUp={endGesture}
        onBlur={endGesture}
        onChange={(event) => {
          onChange(Number(event.target.value), gesture.current === 'moved');
          if (gesture.current === 'started') gesture.current = 'moved';
        }}
      />
      {/* The scale is visual only: the slider's value already says where it stands. */}
      <Ticks as="div" $size="xs" $tone="muted" aria-hidden="true">
        {PRICE_SLIDER_LABELS.map((label) => (
          <Tick key={label} $at={label / PRICE_CAP_MAX}>
            {label}
          </Tick>
        ))}
      </Ticks>
    </div>
  );
}
