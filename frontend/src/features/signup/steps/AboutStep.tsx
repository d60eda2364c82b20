import { BIO_MIN_LENGTH } from 'contract';
import { Link } from 'react-router-dom';
import { useFormErrorId, TextAreaField, TextField } from '../../../components/form/fields';
import { PendingPhoto } from '../pending-photos';
import { PhotoPicker } from './PhotoPicker';
import type { StepProps } from './step-props';

interface AboutStepProps extends StepProps {
  photos: PendingPhoto[];
  photoError: string | null;
  onPhotos(photos: PendingPhoto[], error: string | null): void;
}

export function AboutStep({ form, set, invalid, photos, photoError, onPhotos }: AboutStepProps) {
  const ERROR_ID = useFormErrorId();
  const bioLength = form.bio.trim().length;
  return (
    <>
      <TextAreaField
        id="signup-bio"
        label="Bio"
        required
        rows={6}
        value={form.bio}
        onValue={(v) => set('bio', v)}
        invalid={invalid === 'bio'}
        hint={`At least ${BIO_MIN_LENGTH} characters (${bioLength} so far).`}
      />
      <TextField id="signup-phone" label="Phone" type="tel" inputMode="tel" required autoComplete="tel" value={form.phone} onValue={(v) => set('phone', v)} invalid={invalid === 'phone'} />
      <TextField
        id="signup-contactEmail"
        label="Contact email"
        type="email"
        inputMode="email"
        required
        autoComplete="email"
        value={form.contactEmail}
        onValue={(v) => set('contactEmail', v)}
        invalid={invalid === 'contactEmail'}
        hint="Shown on your profile for clients to contact you."
      />
      <TextField id="signup-website" label="Website" type="url" inputMode="url" placeholder="https://" value={form.website} onValue={(v) => set('website', v)} />
      <PhotoPicker photos={photos} error={photoError} onChange={onPhotos} />
      <div className="signup-terms">
        <input
          id="signup-acceptTerms"
          type="checkbox"
          checked={form.acceptTerms}
          onChange={(e) => set('acceptTerms', e.target.checked)}
          aria-required
          aria-invalid={invalid === 'acceptTerms' || undefined}
          aria-describedby={invalid === 'acceptTerms' ? ERROR_ID : undefined}
        />
        <label htmlFor="signup-acceptTerms">
          I am 18 or older and accept the{' '}
          <Link to="/terms" target="_blank" rel="noopener">
            Terms of Use
          </Link>{' '}
          and{' '}
          <Link to="/privacy" target="_blank" rel="noopener">
            Privacy Policy
          </Link>
        </label>
      </div>
    </>
  );
}
