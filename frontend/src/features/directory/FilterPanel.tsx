import { NZ_REGIONS, placeSlug, regionBySlug } from 'contract';
import { AgeRange } from './AgeRange';
import { DirectoryFilters, FLAG_PARAMS, FlagFilter, LIST_FILTERS, ListFilter, withAgeMax, withAgeMin } from './filters';

/** The directory's yes/no filters, each a checkbox. */
const FLAGS: { key: FlagFilter; label: string }[] = [
  { key: 'verified', label: 'Verified only' },
  { key: 'availableNow', label: 'Available now' },
  { key: 'touring', label: 'Touring' },
];

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

/**
 * The filters' controls, named after the directory's query parameters (filters.ts), so the form around
 * them submits the same address without JavaScript: `region`, `town`, `verified=true`, two `age`s, and
 * each list's name once per ticked value. Without JavaScript the towns are those of the region the page
 * was loaded with (a region is chosen first, then its town); with it, of the region chosen here.
 */
export function FilterPanel({ draft, onChange }: FilterPanelProps) {
  const toggle = (key: ListFilter, value: string) => {
    const current = draft[key];
    const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
    // Keep the enumeration's order so the query string is stable.
    onChange({ ...draft, [key]: LIST_FILTERS[key].filter((option) => next.includes(option)) });
  };

  const towns = regionBySlug(draft.region)?.towns ?? [];

  return (
    <div className="filter-groups">
      <fieldset className="filter-group">
        <legend>Location</legend>
        <div className="field">
          <label htmlFor="filter-region">Region</label>
          <select id="filter-region" name="region" value={draft.region} onChange={(event) => onChange({ ...draft, region: event.target.value, town: '' })}>
            <option value="">All of New Zealand</option>
            {NZ_REGIONS.map((region) => (
              <option key={region.slug} value={region.slug}>
                {region.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-town">Town</label>
          <select id="filter-town" name="town" value={draft.town} disabled={towns.length === 0} onChange={(event) => onChange({ ...draft, town: event.target.value })}>
            <option value="">{towns.length ? 'All towns' : 'Choose a region first'}</option>
            {towns.map((town) => (
              <option key={town} value={placeSlug(town)}>
                {town}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <fieldset className="filter-group">
        <legend>Show only</legend>
        <div className="filter-options">
          {FLAGS.map(({ key, label }) => (
            <div key={key} className="filter-option">
              <input id={`filter-${key}`} type="checkbox" name={FLAG_PARAMS[key]} value="true" checked={draft[key]} onChange={() => onChange({ ...draft, [key]: !draft[key] })} />
              <label htmlFor={`filter-${key}`}>{label}</label>
            </div>
          ))}
        </div>
      </fieldset>
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
                  <input id={id} type="checkbox" name={key} value={option} checked={draft[key].includes(option)} onChange={() => toggle(key, option)} />
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
