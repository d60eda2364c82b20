import { AGE_MAX, AGE_MIN } from '../../lib/enums';
import { ageRangeLabel } from './filters';

interface AgeRangeProps {
  min: number;
  max: number;
  onMinChange(value: number): void;
  onMaxChange(value: number): void;
}

/** Two sliders (18-40); the parent enforces min <= max. Both are named `age`: a form sends `age=25&age=32`. */
export function AgeRange({ min, max, onMinChange, onMaxChange }: AgeRangeProps) {
  return (
    <div className="age-range">
      <p className="age-range-value" aria-live="polite">
        {ageRangeLabel(min, max)}
      </p>
      <label htmlFor="age-min">Minimum age</label>
      <input
        id="age-min"
        type="range"
        name="age"
        min={AGE_MIN}
        max={AGE_MAX}
        value={min}
        aria-valuetext={`${min} years`}
        onChange={(event) => onMinChange(Number(event.target.value))}
      />
      <label htmlFor="age-max">Maximum age</label>
      <input
        id="age-max"
        type="range"
        name="age"
        min={AGE_MIN}
        max={AGE_MAX}
        value={max}
        aria-valuetext={max >= AGE_MAX ? '40+ years' : `${max} years`}
        onChange={(event) => onMaxChange(Number(event.target.value))}
      />
    </div>
  );
}
