import { EmailChangeMessages } from 'contract';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSitePageMeta } from '../../lib/use-document-meta';
import { useConfirmEmailChange } from './api/confirm-email-change';
import { ApiError } from '../../lib/api-client';
import './auth.css';

export const CONFIRM_EMAIL_MESSAGES = {
  missingToken: EmailChangeMessages.invalidLink,
  confirming: 'Confirming your new sign-in email...',
  failed: 'Failed to confirm the email change. Please try again.',
} as const;

/** The link from the email-change message: confirms once on arrival, then says how it went. */
export default function ConfirmEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const confirm = useConfirmEmailChange();
  useSitePageMeta('confirmEmail');
  const { mutate } = confirm;

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  return (
    <div className="page auth-page">
      <section className="card auth-card" aria-labelledby="confirm-email-title">
        <h1 id="confirm-email-title">Confirm Your New Email</h1>
        <div aria-live="polite">
          {!token && (
            <p className="alert alert-error" role="alert">
              {CONFIRM_EMAIL_MESSAGES.missingToken}
            </p>
          )}
          {token && confirm.isPending && <p>{CONFIRM_EMAIL_MESSAGES.confirming}</p>}
          {confirm.isSuccess && <p className="alert alert-success">{confirm.data.message}</p>}
          {confirm.isError && (
            <p className="alert alert-error" role="alert">
              {confirm.error instanceof ApiError && confirm.error.status < 500 ? confirm.error.message : CONFIRM_EMAIL_MESSAGES.failed}
            </p>
          )}
        </div>
        <p className="auth-footer">
          <Link to="/signin">Go to Sign In</Link>
        </p>
      </section>
    </div>
  );
}
