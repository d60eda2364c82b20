import { TextField } from '../../../components/form/fields';
import { passwordHint } from '../../../lib/password-strength';
import type { StepProps } from './step-props';

export function AccountStep({ form, set, invalid }: StepProps) {
  return (
    <>
      <TextField id="signup-full_name" label="Display name" required autoComplete="nickname" value={form.full_name} onValue={(v) => set('full_name', v)} invalid={invalid === 'full_name'} />
      <TextField
        id="signup-username"
        label="Username"
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={form.username}
        onValue={(v) => set('username', v)}
        invalid={invalid === 'username'}
        hint="At least 3 characters. It appears in your profile address and cannot be changed later."
      />
      <TextField id="signup-email" label="Email" type="email" inputMode="email" required autoComplete="email" value={form.email} onValue={(v) => set('email', v)} invalid={invalid === 'email'} />
      <TextField id="signup-confirmEmail" label="Confirm email" type="email" inputMode="email" required autoComplete="email" value={form.confirmEmail} onValue={(v) => set('confirmEmail', v)} invalid={invalid === 'confirmEmail'} />
      <TextField
        id="signup-password"
        label="Password"
        type="password"
        required
        autoComplete="new-password"
        value={form.password}
        onValue={(v) => set('password', v)}
        invalid={invalid === 'password'}
        hint={passwordHint(form.password)}
      />
      <TextField id="signup-confirmPassword" label="Confirm password" type="password" required autoComplete="new-password" value={form.confirmPassword} onValue={(v) => set('confirmPassword', v)} invalid={invalid === 'confirmPassword'} />
    </>
  );
}
