import { FormEvent, useId } from 'react';

interface SearchBoxProps {
  value: string;
  onChange(value: string): void;
  /** Receives the trimmed term on Enter or the button. */
  onSearch(term: string): void;
  label?: string;
}

export function SearchBox({ value, onChange, onSearch, label = 'Search profiles' }: SearchBoxProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        maxLength={100}
        value={value}
        placeholder="Search by name, location or description..."
        onChange={(event) => onChange(event.target.value)}
      />
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </form>
  );
}
