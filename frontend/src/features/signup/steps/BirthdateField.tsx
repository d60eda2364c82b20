import { SignUpMessages } from 'contract';
import { useRef } from 'react';
import { useFormErrorId } from '../../../components/form/fields';
import { ageOn, birthdateLimits, maskDisplayDate, parseDisplayDate, parseIsoDate, toDisplayDate, toIsoDate } from '../birthdate';

interface BirthdateFieldProps {
  value: string;
  invalid: boolean;
  onValue(value: string): void;
}

/**
 * Typed as dd/MM/yyyy (the digits alone are enough), or picked from the browser's calendar,
 * which is limited to birth dates between 99 and 18 years ago.
 */
export function BirthdateField({ value, invalid, onValue }: BirthdateFieldProps) {
  const ERROR_ID = useFormErrorId();
  const picker = useRef<HTMLInputElement>(null);
  const { min, max } = birthdateLimits();
  const parsed = parseDisplayDate(value);
  const age = parsed ? ageOn(parsed) : null;

  function openPicker() {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus(); // browsers without showPicker still let the user type in the text field
    }
  }

  return (
    <div className="field">
      <label htmlFor="signup-birthdate">
        Date of birth (dd/MM/yyyy)
        <span className="signup-required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <div className="signup-date">
        <input
          id="signup-birthdate"
          type="text"
          inputMode="numeric"
          autoComplete="bday"
          placeholder="dd/MM/yyyy"
          maxLength={10}
          value={value}
          // Deleting keeps the text as it is, so backspace can cross a slash; typing or pasting is masked.
          onChange={(e) => onValue(e.target.value.length < value.length ? e.target.value : maskDisplayDate(e.target.value))}
          aria-required
          aria-invalid={invalid || undefined}
          aria-describedby={['signup-birthdate-hint', invalid ? ERROR_ID : ''].filter(Boolean).join(' ')}
        />
        <button type="button" className="btn btn-outline signup-date__button" onClick={openPicker}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
          <span className="visually-hidden">Choose date of birth from a calendar</span>
        </button>
        <input
          ref={picker}
          type="date"
          className="signup-date__native"
          tabIndex={-1}
          aria-hidden="true"
          min={min}
          max={max}
          value={parsed ? toIsoDate(parsed) : ''}
          onChange={(e) => {
            const picked = parseIsoDate(e.target.value);
            if (picked) onValue(toDisplayDate(picked));
          }}
        />
      </div>
      <p id="signup-birthdate-hint" className="signup-hint">
        {SignUpMessages.underAge}
      </p>
      <p className="signup-age" aria-live="polite">
        {age !== null && age >= 0 ? `Age: ${age}` : ''}
      </p>
    </div>
  );
}
