import { BODY_TYPES, BUST_SIZES, EYE_COLORS, HAIR_COLORS, NATIONALITIES } from 'contract';
import { SelectField, TextField } from '../../../components/form/fields';
import { ageFromIso } from '../profile-form';
import type { FormTabProps } from './form-tab-props';

function limits(now = new Date()) {
  const iso = (years: number, dayShift = 0) => {
    const d = new Date(now.getFullYear() - years, now.getMonth(), now.getDate() + dayShift);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  return { min: iso(100, 1), max: iso(18) };
}

/** dd/MM/yyyy, the way the wizard showed it. */
const display = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('/') : '');

export function PhysicalTab({ form, set, errorOf }: FormTabProps) {
  const { min, max } = limits();
  const age = ageFromIso(form.birthdate);
  return (
    <>
      <div className="editor-grid">
        <TextField
          id="editor-birthdate"
          label="Date of birth"
          required
          type="date"
          min={min}
          max={max}
          value={form.birthdate}
          onValue={(v) => set('birthdate', v)}
          error={errorOf('birthdate')}
          hint={age !== null ? `${display(form.birthdate)} (age ${age})` : 'You must be 18 or older'}
        />
        <SelectField id="editor-nationality" label="Nationality" required error={errorOf('nationality')} options={NATIONALITIES} value={form.nationality} onValue={(v) => set('nationality', v)} />
        <TextField id="editor-height" label="Height (cm)" required error={errorOf('height')} type="number" inputMode="numeric" min={100} max={250} value={form.height} onValue={(v) => set('height', v)} />
        <TextField id="editor-weight" label="Weight (kg)" required error={errorOf('weight')} type="number" inputMode="numeric" min={30} max={250} value={form.weight} onValue={(v) => set('weight', v)} />
        <SelectField id="editor-body_type" label="Body type" required error={errorOf('body_type')} options={BODY_TYPES} value={form.body_type} onValue={(v) => set('body_type', v)} />
        <SelectField id="editor-bust_size" label="Bust size" options={BUST_SIZES} value={form.bust_size} onValue={(v) => set('bust_size', v)} />
        <SelectField id="editor-hair_color" label="Hair color" options={HAIR_COLORS} value={form.hair_color} onValue={(v) => set('hair_color', v)} />
        <SelectField id="editor-eye_color" label="Eye color" options={EYE_COLORS} value={form.eye_color} onValue={(v) => set('eye_color', v)} />
      </div>
    </>
  );
}
