import type { ProfileForm } from '../profile-form';

export interface FormTabProps {
  form: ProfileForm;
  set<K extends keyof ProfileForm>(field: K, value: ProfileForm[K]): void;
  invalid: keyof ProfileForm | null;
}
