import { CATEGORIES, LOCATIONS, ProfileMessages } from 'contract';
import { CheckboxGroup, TextAreaField, TextField } from '../../../components/form/fields';
import type { FormTabProps } from './form-tab-props';

export function BasicTab({ form, set, invalid }: FormTabProps) {
  return (
    <>
      <TextField id="editor-full_name" label="Full name" required autoComplete="nickname" value={form.full_name} onValue={(v) => set('full_name', v)} invalid={invalid === 'full_name'} hint="The name shown on your profile." />
      <TextField id="editor-username" label="Username" value={form.username} onValue={() => undefined} disabled hint={ProfileMessages.usernameFixed} />
      <CheckboxGroup id="editor-categories" legend="Categories" options={CATEGORIES} values={form.categories} onValues={(v) => set('categories', v)} />
      <TextAreaField id="editor-bio" label="Bio" rows={6} value={form.bio} onValue={(v) => set('bio', v)} />
      <TextField id="editor-location" label="Location" placeholder="City, Area" list="editor-locations" autoComplete="address-level2" value={form.location} onValue={(v) => set('location', v)} />
      <datalist id="editor-locations">
        {LOCATIONS.map((l) => (
          <option key={l} value={l} />
        ))}
      </datalist>
      <div className="editor-grid">
        <TextField id="editor-phone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" value={form.phone} onValue={(v) => set('phone', v)} />
        <TextField id="editor-email" label="Contact email" type="email" inputMode="email" autoComplete="email" value={form.email} onValue={(v) => set('email', v)} invalid={invalid === 'email'} />
      </div>
      <div className="editor-grid">
        <TextField id="editor-website" label="Website" type="url" inputMode="url" placeholder="https://" value={form.website} onValue={(v) => set('website', v)} />
        <TextField id="editor-languages" label="Languages" placeholder="English, Māori" value={form.languages} onValue={(v) => set('languages', v)} hint="Separate languages with commas." />
      </div>
    </>
  );
}
