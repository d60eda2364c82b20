import { AVAILABILITY, AVAILABLE_FOR, MEETING_WITH, OUTCALLS, SERVICE_TYPES } from 'contract';
import { CheckboxGroup, SelectField, TextAreaField, TextField } from '../../../components/form/fields';
import type { ProfileForm } from '../profile-form';
import type { FormTabProps } from './form-tab-props';

const RATES: { field: keyof ProfileForm & `rates_${string}`; label: string }[] = [
  { field: 'rates_30min', label: '30 mins ($)' },
  { field: 'rates_1hour', label: '1 hour ($)' },
  { field: 'rates_2hour', label: '2 hours ($)' },
  { field: 'rates_overnight', label: 'Overnight ($)' },
];

export function ServicesTab({ form, set, errorOf }: FormTabProps) {
  return (
    <>
      <CheckboxGroup id="editor-service_types" legend="Service types" options={SERVICE_TYPES} values={form.service_types} onValues={(v) => set('service_types', v)} />
      <TextAreaField id="editor-services" label="Services description" rows={3} value={form.services} onValue={(v) => set('services', v)} />
      <div className="editor-grid">
        <SelectField id="editor-meeting_with" label="Meeting with" required error={errorOf('meeting_with')} options={MEETING_WITH} value={form.meeting_with} onValue={(v) => set('meeting_with', v)} />
        <SelectField id="editor-available_for" label="Available for" required error={errorOf('available_for')} options={AVAILABLE_FOR} value={form.available_for} onValue={(v) => set('available_for', v)} />
        <SelectField id="editor-outcalls" label="Out calls" options={OUTCALLS} value={form.outcalls} onValue={(v) => set('outcalls', v)} />
        <SelectField id="editor-availability" label="Availability" options={AVAILABILITY} value={form.availability} onValue={(v) => set('availability', v)} />
      </div>
      <fieldset className="form-choices">
        <legend>Rates (NZD)</legend>
        <div className="editor-grid">
          {RATES.map(({ field, label }) => (
            <TextField key={field} id={`editor-${field}`} label={label} required={field === 'rates_1hour'} type="number" inputMode="numeric" min={0} value={form[field]} onValue={(v) => set(field, v)} error={errorOf(field)} />
          ))}
        </div>
      </fieldset>
    </>
  );
}
