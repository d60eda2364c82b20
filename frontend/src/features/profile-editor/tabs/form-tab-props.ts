import type { ProfileForm } from '../profile-form';

export interface FormTabProps {
  form: ProfileForm;
  set<K extends keyof ProfileForm>(field: K, value: ProfileForm[K]): void;
  /** The message of the field that failed the checks before saving, shown under that field. */
  errorOf(field: keyof ProfileForm): string | undefined;
}
