import { KeyboardEvent, ReactNode, useEffect, useRef } from 'react';
import { UNDER_AGE_URL } from '../../config/env';
import { rememberAgeVerified, useAgeVerified } from '../../lib/age-verification';
import './age-gate.css';

interface AgeGateProps {
  children: ReactNode;
  /** Injected in tests; a real visit leaves for a general search engine. */
  leave?: (url: string) => void;
}

/**
 * Covers the whole site until the visitor confirms they are 18 or older. The page behind is
 * inert (not focusable, hidden from screen readers) and hidden, so nothing is readable. The page
 * behind keeps one wrapper either way, so confirming changes its attributes and remounts nothing.
 */
export function AgeGate({ children, leave = (url) => window.location.assign(url) }: AgeGateProps) {
  const verified = useAgeVerified();
  const acceptRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (verified) return;
    acceptRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [verified]);

  const accept = () => rememberAgeVerified();

  // Keep Tab and Shift+Tab cycling between the two buttons.
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const buttons = Array.from(dialogRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    if (buttons.length === 0) return;
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    } else if (!buttons.includes(document.activeElement as HTMLButtonElement)) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <div inert={!verified} aria-hidden={verified ? undefined : 'true'} className="age-gate-behind" style={verified ? undefined : { visibility: 'hidden' }}>
        {children}
      </div>
      {!verified && (
        <div className="age-gate-backdrop">
          <div
            ref={dialogRef}
            className="age-gate"
            role="alertdialog"
            aria-modal="true"
            aria-labelledby="age-gate-title"
            aria-describedby="age-gate-text"
            onKeyDown={trapFocus}
          >
            <p className="age-gate-mark" aria-hidden="true">
              18+
            </p>
            <h2 id="age-gate-title">Age Verification Required</h2>
            <p id="age-gate-text">You must be 18 years or older to access this website.</p>
            <div className="age-gate-actions">
              <button ref={acceptRef} type="button" className="btn btn-primary" onClick={accept}>
                I'm 18 or Older
              </button>
              <button type="button" className="btn btn-outline age-gate-leave" onClick={() => leave(UNDER_AGE_URL)}>
                I'm Under 18
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
