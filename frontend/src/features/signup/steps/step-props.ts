import type { SignUpForm } from '../signup-form';

export interface StepProps {
  form: SignUpForm;
  set<K extends keyof SignUpForm>(field: K, value: SignUpForm[K]): void;
  /** The field the last failed Next points at, marked invalid for assistive technology. */
  invalid: keyof SignUpForm | null;
}
