import { useId } from 'react';
import { PRICE_CAP_MAX, PRICE_SLIDER_LABELS } from '../../domain/constants';
import { formatRupees } from '../../domain/money';
import { Range, SliderHead, SliderLabel, SliderValue, Tick, Ticks } from './FilterSidebar.styles';

export interface PriceSliderProps {
  value: number;
  onChange: (value: number) => void;
}

/** The price cap: a native range input, so arrow keys, Home/End and Page keys all work. */
export function PriceSlider({ value, onChange }: PriceSliderProps) {
  const id = useId();
  return (
    <div>
      <SliderHead>
        <SliderLabel htmlFor={id}>Maximum price</SliderLabel>
        <SliderValue>{formatRupees(value)}</SliderValue>
      </SliderHead>
      <Range
        id={id}
        type="range"
        min={0}
        max={PRICE_CAP_MAX}
        step={10}
        value={value}
        aria-valuetext={formatRupees(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      {/* The scale is visual only: the slider's value already says where it stands. */}
      <Ticks aria-hidden="true">
        {PRICE_SLIDER_LABELS.map((label) => (
          <Tick key={label} $at={label / PRICE_CAP_MAX}>
            {label}
          </Tick>
        ))}
      </Ticks>
    </div>
  );
}
