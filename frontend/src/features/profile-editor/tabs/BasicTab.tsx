import { CATEGORIES, LANGUAGES, LOCATIONS, ProfileMessages } from 'contract';
import { CheckboxGroup, TextAreaField, TextField } from '../../../components/form/fields';
import type { FormTabProps } from './form-tab-props';

export function BasicTab({ form, set, errorOf }: FormTabProps) {
  return (
    <>
      <TextField id="editor-full_name" label="Full name" required autoComplete="nickname" value={form.full_name} onValue={(v) => set('full_name', v)} error={errorOf('full_name')} hint="The name shown on your profile." />
      <TextField id="editor-username" label="Username" value={form.username} onValue={() => undefined} disabled hint={ProfileMessages.usernameFixed} />
      <CheckboxGroup id="editor-categories" legend="Categories" options={CATEGORIES} values={form.categories} onValues={(v) => set('categories', v)} />
      <TextAreaField id="editor-bio" label="Bio" required rows={6} value={form.bio} onValue={(v) => set('bio', v)} error={errorOf('bio')} />
      <TextField id="editor-location" label="Location" required error={errorOf('location')} placeholder="City, Area" list="editor-locations" autoComplete="address-level2" value={form.location} onValue={(v) => set('location', v)} />
      <datalist id="editor-locations">
        {LOCATIONS.map((l) => (
          <option key={l} value={l} />
        ))}
      </datalist>
      <div className="editor-grid">
        <TextField id="editor-phone" label="Phone" required error={errorOf('phone')} type="tel" inputMode="tel" autoComplete="tel" value={form.phone} onValue={(v) => set('phone', v)} />
        <TextField id="editor-email" label="Contact email" required type="email" inputMode="email" autoComplete="email" value={form.email} onValue={(v) => set('email', v)} error={errorOf('email')} />
      </div>
      <TextField id="editor-website" label="Website" type="url" inputMode="url" placeholder="https://" value={form.website} onValue={(v) => set('website', v)} />
      <CheckboxGroup id="editor-languages" legend="Languages" options={LANGUAGES} values={form.languages} onValues={(v) => set('languages', v)} />
    </>
  );
}
