import { LANGUAGES, LOCATIONS, NATIONALITIES } from 'contract';
import { CheckboxGroup, SelectField } from '../../../components/form/fields';
import { BirthdateField } from './BirthdateField';
import type { StepProps } from './step-props';

export function PersonalStep({ form, set, invalid }: StepProps) {
  return (
    <>
      <BirthdateField value={form.birthdate} onValue={(v) => set('birthdate', v)} invalid={invalid === 'birthdate'} />
      <SelectField id="signup-nationality" label="Nationality" required options={NATIONALITIES} value={form.nationality} onValue={(v) => set('nationality', v)} invalid={invalid === 'nationality'} />
      {/* Registration offers the spec's ten locations; the editor later takes any 'City, Area'. */}
      <SelectField id="signup-location" label="Location" required options={LOCATIONS} value={form.location} onValue={(v) => set('location', v)} invalid={invalid === 'location'} />
      <CheckboxGroup id="signup-languages" legend="Languages" options={LANGUAGES} values={form.languages} onValues={(v) => set('languages', v)} />
    </>
  );
}
