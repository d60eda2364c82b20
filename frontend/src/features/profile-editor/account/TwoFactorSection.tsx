import { TwoFactorMessages } from 'contract';
import type { TotpEnrolment } from 'contract';
import { FormEvent, useState } from 'react';
import { useConfirmTwoFactorSetup } from '../api/confirm-two-factor-setup';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useTwoFactor } from '../api/get-two-factor';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup';
import { errorText } from '../error-text';

export const TWO_FACTOR_TEXTS = {
  off: 'Add a second step to your sign-in: after your password, a 6-digit code from an authenticator app on your phone.',
  loadFailed: 'Failed to load your two-factor sign-in',
  failed: 'Failed to update two-factor sign-in',
  offRequired: 'Please enter your password and a code',
  newCodesRequired: 'Please enter your password and the 6-digit code from your authenticator app',
} as const;

function RecoveryCodes({ message, codes }: { message: string; codes: string[] }) {
  return (
    <div className="two-factor-codes">
      <p className="alert alert-success">{message}</p>
      <p className="form-hint">{TwoFactorMessages.recoveryCodesNotice}</p>
      <ul className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

/** The QR code, the key as text, and the first code that turns it on. */
function Setup({ enrolment, onCancel }: { enrolment: TotpEnrolment; onCancel: () => void }) {
  const confirm = useConfirmTwoFactorSetup();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (confirm.isPending) return;
    if (!code.trim()) return setError(TwoFactorMessages.codeRequired);
    setError('');
    confirm.mutate(code.trim(), { onError: (err) => setError(errorText(err, TWO_FACTOR_TEXTS.failed)) });
  }

  if (confirm.data) {
    return (
      <>
        <RecoveryCodes message={confirm.data.message} codes={confirm.data.recoveryCodes} />
        <button type="button" className="btn btn-primary" onClick={onCancel}>
          Done
        </button>
      </>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <p>{TwoFactorMessages.scanInstructions}</p>
      <img className="two-factor-qr" src={enrolment.qrCode} alt="QR code to add Kiwi Companions to your authenticator app" width={200} height={200} />
      <p className="form-hint">{TwoFactorMessages.manualKey}</p>
      <p className="two-factor-key" data-testid="totp-secret">
        {enrolment.secret.replace(/(.{4})(?=.)/g, '$1 ')}
      </p>
      <div className="field">
        <label htmlFor="two-factor-setup-code">6-digit code</label>
        <input id="two-factor-setup-code" type="text" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
      </div>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <div className="editor-actions-inline">
        <button type="submit" className="btn btn-primary" disabled={confirm.isPending}>
          {confirm.isPending ? 'Checking...' : 'Turn on two-factor sign-in'}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Turning it off: the password and a code (or a recovery code). */
function TurnOff({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (disable.isPending) return;
    if (!password || !code.trim()) return setError(TWO_FACTOR_TEXTS.offRequired);
    setError('');
    disable.mutate({ password, code: code.trim() }, { onSuccess: onDone, onError: (err) => setError(errorText(err, TWO_FACTOR_TEXTS.failed)) });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="two-factor-off-title">
      <h4 id="two-factor-off-title">Turn off two-factor sign-in</h4>
      <div className="editor-grid">
        <div className="field">
          <label htmlFor="two-factor-off-password">Your password</label>
          <input id="two-factor-off-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="two-factor-off-code">Authentication code</label>
          <input id="two-factor-off-code" type="text" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
        </div>
      </div>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-outline" disabled={disable.isPending}>
        {disable.isPending ? 'Turning off...' : 'Turn off'}
      </button>
    </form>
  );
}

/** Ten new recovery codes for the password and a code from the app (a recovery code will not do). */
function NewRecoveryCodes() {
  const regenerate = useRegenerateRecoveryCodes();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (regenerate.isPending) return;
    if (!password || !code.trim()) return setError(TWO_FACTOR_TEXTS.newCodesRequired);
    setError('');
    regenerate.mutate(
      { password, code: code.trim() },
      {
        onSuccess: () => {
          setPassword('');
          setCode('');
        },
        onError: (err) => setError(errorText(err, TWO_FACTOR_TEXTS.failed)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="two-factor-codes-title">
      <h4 id="two-factor-codes-title">New recovery codes</h4>
      <div className="editor-grid">
        <div className="field">
          <label htmlFor="two-factor-codes-password">Password for new codes</label>
          <input id="two-factor-codes-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="two-factor-codes-code">6-digit code from your app</label>
          <input
            id="two-factor-codes-code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
      </div>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-outline" disabled={regenerate.isPending}>
        {regenerate.isPending ? 'Creating...' : 'Create new recovery codes'}
      </button>
      {regenerate.data && <RecoveryCodes message={regenerate.data.message} codes={regenerate.data.recoveryCodes} />}
    </form>
  );
}

/** Advertisers may turn two-factor sign-in on (and off again). */
export function TwoFactorSection() {
  const status = useTwoFactor();
  const start = useStartTwoFactorSetup();
  const [justTurnedOff, setJustTurnedOff] = useState(false);

  let body;
  if (status.isPending) body = <p>Loading...</p>;
  else if (status.isError) body = <p className="alert alert-error">{errorText(status.error, TWO_FACTOR_TEXTS.loadFailed)}</p>;
  // Setting up, or just set up: its recovery codes stay on screen until Done.
  else if (start.data) body = <Setup enrolment={start.data} onCancel={() => start.reset()} />;
  else if (status.data.enabled)
    body = (
      <>
        <p>
          Two-factor sign-in is on. You have {status.data.recoveryCodesLeft} unused recovery code{status.data.recoveryCodesLeft === 1 ? '' : 's'}.
        </p>
        <NewRecoveryCodes />
        {!status.data.required && <TurnOff onDone={() => setJustTurnedOff(true)} />}
      </>
    );
  else
    body = (
      <>
        <div aria-live="polite">{justTurnedOff && <p className="alert alert-success">{TwoFactorMessages.disabled}</p>}</div>
        <p>{TWO_FACTOR_TEXTS.off}</p>
        {start.isError && (
          <p className="alert alert-error" role="alert">
            {errorText(start.error, TWO_FACTOR_TEXTS.failed)}
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary"
          disabled={start.isPending}
          onClick={() => {
            setJustTurnedOff(false);
            start.mutate();
          }}
        >
          {start.isPending ? 'Starting...' : 'Turn on two-factor sign-in'}
        </button>
      </>
    );

  return (
    <section className="editor-section" aria-labelledby="two-factor-title">
      <h3 id="two-factor-title">Two-factor sign-in</h3>
      {body}
    </section>
  );
}
