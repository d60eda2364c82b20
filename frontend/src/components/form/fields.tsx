import { ChangeEvent, createContext, InputHTMLAttributes, ReactNode, useContext } from 'react';
import './fields.css';

/** The id of the form's error message, which invalid fields point to (aria-describedby). */
export const FormErrorId = createContext('form-error');

export function useFormErrorId(): string {
  return useContext(FormErrorId);
}

interface FieldBase {
  id: string;
  label: string;
  required?: boolean;
  invalid?: boolean;
  hint?: ReactNode;
  /** A problem with this field, shown under it (the field is then invalid). */
  error?: string;
}

function describedBy(id: string, errorId: string, invalid?: boolean, hint?: ReactNode, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : invalid ? errorId : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}

function Label({ id, label, required }: FieldBase) {
  return (
    <label htmlFor={id}>
      {label}
      {required && (
        <span className="form-required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p id={`${id}-hint`} className="form-hint">
      {hint}
    </p>
  ) : null;
}

type TextFieldProps = FieldBase &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value' | 'required'> & {
    value: string;
    onValue(value: string): void;
  };

export function TextField({ id, label, required, invalid, hint, error, value, onValue, ...input }: TextFieldProps) {
  const errorId = useFormErrorId();
  return (
    <div className="field">
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        type="text"
        value={value}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onValue(e.target.value)}
        aria-required={required || undefined}
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={describedBy(id, errorId, invalid, hint, error)}
        {...input}
      />
      <FieldError id={id} error={error} />
      <Hint id={id} hint={hint} />
    </div>
  );
}

interface SelectFieldProps extends FieldBase {
  value: string;
  options: readonly string[];
  onValue(value: string): void;
}

export function SelectField({ id, label, required, invalid, hint, error, value, options, onValue }: SelectFieldProps) {
  const errorId = useFormErrorId();
  return (
    <div className="field">
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-required={required || undefined}
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={describedBy(id, errorId, invalid, hint, error)}
      >
        <option value="">Select...</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
      <Hint id={id} hint={hint} />
    </div>
  );
}

interface TextAreaFieldProps extends FieldBase {
  value: string;
  rows?: number;
  placeholder?: string;
  onValue(value: string): void;
}

export function TextAreaField({ id, label, required, invalid, hint, error, value, rows = 6, placeholder, onValue }: TextAreaFieldProps) {
  const errorId = useFormErrorId();
  return (
    <div className="field">
      <Label id={id} label={label} required={required} />
      <textarea
        id={id}
        rows={rows}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onValue(e.target.value)}
        aria-required={required || undefined}
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={describedBy(id, errorId, invalid, hint, error)}
      />
      <FieldError id={id} error={error} />
      <Hint id={id} hint={hint} />
    </div>
  );
}

interface CheckboxGroupProps {
  id: string;
  legend: string;
  options: readonly string[];
  values: string[];
  onValues(values: string[]): void;
}

/** Multi-choice lists (categories, service types) as a fieldset of checkboxes. */
export function CheckboxGroup({ id, legend, options, values, onValues }: CheckboxGroupProps) {
  const toggle = (option: string, checked: boolean) =>
    onValues(checked ? options.filter((o) => o === option || values.includes(o)) : values.filter((v) => v !== option));
  return (
    <fieldset className="form-choices" id={id}>
      <legend>{legend}</legend>
      <div className="form-choices__grid">
        {options.map((option) => (
          <label key={option} className="form-choice">
            <input type="checkbox" checked={values.includes(option)} onChange={(e) => toggle(option, e.target.checked)} />
            <span>{option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
