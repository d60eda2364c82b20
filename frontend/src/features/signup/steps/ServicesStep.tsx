import { AVAILABILITY, AVAILABLE_FOR, CATEGORIES, MEETING_WITH, OUTCALLS, SERVICE_TYPES } from 'contract';
import { CheckboxGroup, SelectField, TextAreaField, TextField } from '../../../components/form/fields';
import type { SignUpForm } from '../signup-form';
import type { StepProps } from './step-props';

const RATES: { field: keyof SignUpForm & `rates_${string}`; label: string; required?: boolean }[] = [
  { field: 'rates_30min', label: '30 mins ($)' },
  { field: 'rates_1hour', label: '1 hour ($)', required: true },
  { field: 'rates_2hour', label: '2 hours ($)' },
  { field: 'rates_overnight', label: 'Overnight ($)' },
];

export function ServicesStep({ form, set, invalid }: StepProps) {
  return (
    <>
      <CheckboxGroup id="signup-categories" legend="Categories" options={CATEGORIES} values={form.categories} onValues={(v) => set('categories', v)} />
      <CheckboxGroup id="signup-service_types" legend="Service types" options={SERVICE_TYPES} values={form.service_types} onValues={(v) => set('service_types', v)} />
      <div className="signup-grid">
        <SelectField id="signup-meeting_with" label="Meeting with" required options={MEETING_WITH} value={form.meeting_with} onValue={(v) => set('meeting_with', v)} invalid={invalid === 'meeting_with'} />
        <SelectField id="signup-available_for" label="Available for" required options={AVAILABLE_FOR} value={form.available_for} onValue={(v) => set('available_for', v)} invalid={invalid === 'available_for'} />
        <SelectField id="signup-outcalls" label="Out calls" options={OUTCALLS} value={form.outcalls} onValue={(v) => set('outcalls', v)} />
        <SelectField id="signup-availability" label="Availability" options={AVAILABILITY} value={form.availability} onValue={(v) => set('availability', v)} />
      </div>
      <fieldset className="signup-rates">
        <legend>Rates (NZD)</legend>
        <div className="signup-grid">
          {RATES.map(({ field, label, required }) => (
            <TextField
              key={field}
              id={`signup-${field}`}
              label={label}
              type="number"
              inputMode="numeric"
              min={0}
              required={required}
              value={form[field]}
              onValue={(v) => set(field, v)}
              invalid={invalid === field}
            />
          ))}
        </div>
      </fieldset>
      <TextAreaField id="signup-services" label="Services description" rows={3} value={form.services} onValue={(v) => set('services', v)} />
    </>
  );
}
