import { LOCATIONS, NATIONALITIES } from '../../../lib/enums';
import { SelectField, TextField } from '../../../components/form/fields';
import { BirthdateField } from './BirthdateField';
import type { StepProps } from './step-props';

export function PersonalStep({ form, set, invalid }: StepProps) {
  return (
    <>
      <BirthdateField value={form.birthdate} onValue={(v) => set('birthdate', v)} invalid={invalid === 'birthdate'} />
      <SelectField id="signup-nationality" label="Nationality" required options={NATIONALITIES} value={form.nationality} onValue={(v) => set('nationality', v)} invalid={invalid === 'nationality'} />
      <TextField
        id="signup-location"
        label="Location"
        required
        placeholder="City, Area"
        list="signup-locations"
        autoComplete="address-level2"
        value={form.location}
        onValue={(v) => set('location', v)}
        invalid={invalid === 'location'}
      />
      <datalist id="signup-locations">
        {LOCATIONS.map((l) => (
          <option key={l} value={l} />
        ))}
      </datalist>
      <TextField id="signup-languages" label="Languages" placeholder="English, Māori" value={form.languages} onValue={(v) => set('languages', v)} hint="Separate languages with commas." />
    </>
  );
}
