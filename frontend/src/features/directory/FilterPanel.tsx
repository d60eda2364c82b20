import { AgeRange } from './AgeRange';
import { DirectoryFilters, LIST_FILTERS, ListFilter, withAgeMax, withAgeMin } from './filters';

const GROUPS: { key: ListFilter; title: string }[] = [
  { key: 'nationality', title: 'Nationality' },
  { key: 'availability', title: 'Availability' },
  { key: 'outcalls', title: 'Out Calls' },
  { key: 'categories', title: 'SEARCH CATEGORIES' },
  { key: 'services', title: 'SEARCH SERVICES' },
];

interface FilterPanelProps {
  draft: DirectoryFilters;
  onChange(next: DirectoryFilters): void;
}

export function FilterPanel({ draft, onChange }: FilterPanelProps) {
  const toggle = (key: ListFilter, value: string) => {
    const current = draft[key];
    const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
    // Keep the enumeration's order so the query string is stable.
    onChange({ ...draft, [key]: LIST_FILTERS[key].filter((option) => next.includes(option)) });
  };

  return (
    <div className="filter-groups">
      <fieldset className="filter-group">
        <legend>Age</legend>
        <AgeRange
          min={draft.ageMin}
          max={draft.ageMax}
          onMinChange={(value) => onChange(withAgeMin(draft, value))}
          onMaxChange={(value) => onChange(withAgeMax(draft, value))}
        />
      </fieldset>
      {GROUPS.map(({ key, title }) => (
        <fieldset key={key} className="filter-group">
          <legend>{title}</legend>
          <div className="filter-options">
            {LIST_FILTERS[key].map((option) => {
              const id = `filter-${key}-${option.replace(/\W+/g, '-')}`;
              return (
                <div key={option} className="filter-option">
                  <input id={id} type="checkbox" checked={draft[key].includes(option)} onChange={() => toggle(key, option)} />
                  <label htmlFor={id}>{option}</label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
