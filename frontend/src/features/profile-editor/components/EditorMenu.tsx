import { KeyboardEvent, useRef } from 'react';

export const TABS = [
  { id: 'preview', label: 'Preview Profile' },
  { id: 'account', label: 'Account Information' },
  { id: 'basic', label: 'Basic Information' },
  { id: 'physical', label: 'Physical Attributes' },
  { id: 'services', label: 'Services & Rates' },
  { id: 'photos', label: 'Photos' },
  { id: 'touring', label: 'Touring & Available Now' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'billing', label: 'Billing' },
] as const;

export type TabId = (typeof TABS)[number]['id'];

interface EditorMenuProps {
  current: TabId;
  onSelect(tab: TabId): void;
}

/** The side menu as a vertical tab list: arrow keys, Home and End move between tabs. */
export function EditorMenu({ current, onSelect }: EditorMenuProps) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  function onKeyDown(event: KeyboardEvent) {
    const index = TABS.findIndex((t) => t.id === current);
    const last = TABS.length - 1;
    const target = { ArrowDown: index + 1, ArrowRight: index + 1, ArrowUp: index - 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length].id;
    onSelect(next);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label="Profile editor" aria-orientation="vertical" className="editor-menu" onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab.id}
          ref={(el) => {
            refs.current[tab.id] = el;
          }}
          type="button"
          role="tab"
          id={`tab-${tab.id}`}
          aria-selected={tab.id === current}
          aria-controls={`panel-${tab.id}`}
          tabIndex={tab.id === current ? 0 : -1}
          className={`editor-menu__tab${tab.id === current ? ' is-current' : ''}`}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
