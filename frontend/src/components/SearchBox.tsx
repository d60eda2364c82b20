import { FormEvent, useEffect, useId, useRef } from 'react';

interface SearchBoxProps {
  value: string;
  onChange(value: string): void;
  /** Receives the trimmed term on Enter or the button; without it the box is a field of the form around it, which submits it. */
  onSearch?(term: string): void;
  label?: string;
}

/**
 * The search field and its button. On its own it is a form of the directory's address (GET /directory?search=),
 * so it searches before or without the site's script; within the directory's filters it is that form's
 * search field and first button, so Enter submits the filters with it.
 */
export function SearchBox({ value, onChange, onSearch, label = 'Search profiles' }: SearchBoxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Once, as a server-rendered page hydrates: words typed before its script ran are kept, not lost.
  useEffect(() => {
    const typed = input.current?.value ?? value;
    if (typed !== value) onChange(typed);
  }, []);
  const fields = (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name="search"
        maxLength={100}
        value={value}
        placeholder="Search by name, location or description..."
        onChange={(event) => onChange(event.target.value)}
      />
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </>
  );
  if (!onSearch) {
    return (
      <div role="search" className="search-box">
        {fields}
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch((input.current?.value ?? value).trim());
  };
  return (
    <form role="search" className="search-box" method="get" action="/directory" onSubmit={submit}>
      {fields}
    </form>
  );
}
