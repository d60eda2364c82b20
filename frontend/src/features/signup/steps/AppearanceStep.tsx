import { BODY_TYPES, BUST_SIZES, EYE_COLORS, HAIR_COLORS } from 'contract';
import { SelectField, TextField } from '../../../components/form/fields';
import type { StepProps } from './step-props';

export function AppearanceStep({ form, set, invalid }: StepProps) {
  return (
    <div className="signup-grid">
      <TextField id="signup-height" label="Height (cm)" type="number" inputMode="numeric" min={100} max={250} required value={form.height} onValue={(v) => set('height', v)} invalid={invalid === 'height'} />
      <TextField id="signup-weight" label="Weight (kg)" type="number" inputMode="numeric" min={30} max={250} required value={form.weight} onValue={(v) => set('weight', v)} invalid={invalid === 'weight'} />
      <SelectField id="signup-body_type" label="Body type" required options={BODY_TYPES} value={form.body_type} onValue={(v) => set('body_type', v)} invalid={invalid === 'body_type'} />
      <SelectField id="signup-bust_size" label="Bust size" options={BUST_SIZES} value={form.bust_size} onValue={(v) => set('bust_size', v)} />
      <SelectField id="signup-hair_color" label="Hair color" options={HAIR_COLORS} value={form.hair_color} onValue={(v) => set('hair_color', v)} />
      <SelectField id="signup-eye_color" label="Eye color" options={EYE_COLORS} value={form.eye_color} onValue={(v) => set('eye_color', v)} />
    </div>
  );
}
