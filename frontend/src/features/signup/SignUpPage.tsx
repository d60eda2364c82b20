import { FormEvent, useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { FormErrorId } from '../../components/form/fields';
import { useAuth } from '../../lib/auth-context';
import { signUpOutcome } from '../../lib/profile-standing';
import { useSitePageMeta } from '../../lib/use-document-meta';
import { signUpFailure, useSignUp } from './api/sign-up';
import { StepIndicator } from './components/StepIndicator';
import { PendingPhoto } from './pending-photos';
import { EMPTY_FORM, SignUpForm, Step, STEPS, toSignUpPayload, validateStep } from './signup-form';
import { AboutStep } from './steps/AboutStep';
import { AccountStep } from './steps/AccountStep';
import { AppearanceStep } from './steps/AppearanceStep';
import { PersonalStep } from './steps/PersonalStep';
import { ServicesStep } from './steps/ServicesStep';
import './signup.css';

const ERROR_ID = 'signup-error';

const HEADINGS: Record<Exclude<Step, 'COMPLETE'>, { title: string; lead: string }> = {
  ACCOUNT: { title: 'Create your account', lead: 'Your sign-in details and the name clients will see.' },
  PERSONAL: { title: 'Personal details', lead: 'Your date of birth, nationality and where you are based.' },
  APPEARANCE: { title: 'Appearance', lead: 'Help clients know what to expect.' },
  SERVICES: { title: 'Services and rates', lead: 'What you offer, who you meet and what you charge.' },
  ABOUT: { title: 'About you', lead: 'Introduce yourself, add contact details and photos.' },
};

export default function SignUpPage() {
  const { status, applySession, profile } = useAuth();
  const [stepIndex, setStepIndex] = useState(0);
  const [form, setForm] = useState<SignUpForm>(EMPTY_FORM);
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; field: keyof SignUpForm | null } | null>(null);
  const signUp = useSignUp();
  // Set at once, before the next render disables the button: a second click does nothing.
  const inFlight = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const step = STEPS[stepIndex];
  useSitePageMeta('signUp');

  // Screen reader and keyboard users land on the new step's heading when the step changes.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [stepIndex]);

  // The local previews hold memory until the page goes away.
  const photosRef = useRef(photos);
  photosRef.current = photos;
  useEffect(() => () => photosRef.current.forEach((p) => URL.revokeObjectURL(p.previewUrl)), []);

  if (status === 'signed-in' && step !== 'COMPLETE') return <Navigate to="/profile" replace />;

  const set = <K extends keyof SignUpForm>(field: K, value: SignUpForm[K]) => setForm((current) => ({ ...current, [field]: value }));

  function showError(message: string, field: keyof SignUpForm | null) {
    setError({ message, field });
    if (field) document.getElementById(`signup-${field}`)?.focus();
  }

  function submit() {
    if (inFlight.current) return;
    inFlight.current = true;
    signUp.mutate(
      { data: toSignUpPayload(form), photos: photos.map((p) => ({ file: p.file, areas: p.areas })) },
      {
        onSuccess: (session) => {
          setStepIndex(STEPS.indexOf('COMPLETE'));
          applySession(session);
        },
        onError: (err) => {
          // Everything typed and every chosen photo stays, so the user only fixes what was refused.
          const failure = signUpFailure(err);
          if (failure.accountProblem) setStepIndex(0);
          setError({ message: failure.message, field: null });
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  function next(event: FormEvent) {
    event.preventDefault();
    const problem = validateStep(step, form);
    if (problem) return showError(problem.message, problem.field);
    setError(null);
    if (step === 'ABOUT') return submit();
    setStepIndex((i) => i + 1);
  }

  function back() {
    setError(null);
    setStepIndex((i) => Math.max(0, i - 1));
  }

  const stepProps = { form, set, invalid: error?.field ?? null };
  const outcome = signUpOutcome(profile);
  const { title, lead } = step === 'COMPLETE' ? outcome : HEADINGS[step];

  return (
    <div className="page signup-page">
      <div className="container signup-container">
        <h1 className="page-title">Create Your Profile</h1>
        <StepIndicator steps={STEPS} current={stepIndex} />
        <section className="card signup-card" aria-labelledby="signup-step-title">
          <h2 id="signup-step-title" ref={heading} tabIndex={-1}>
            {title}
          </h2>
          <p className="signup-lead">{lead}</p>
          {step === 'COMPLETE' ? (
            <div className="signup-complete">
              {outcome.photosHeld && <p className="alert">Your photos will show once we have reviewed them; we'll email you when that is done.</p>}
              <p className="alert alert-success" role="status">
                Your account is ready. You can add more photos, submit verification and upgrade your plan from your profile.
              </p>
              <Link to="/profile" className="btn btn-primary">
                Go to My Profile
              </Link>
            </div>
          ) : (
            <FormErrorId.Provider value={ERROR_ID}>
              <form onSubmit={next} noValidate aria-describedby={error ? ERROR_ID : undefined}>
                {step === 'ACCOUNT' && <AccountStep {...stepProps} />}
                {step === 'PERSONAL' && <PersonalStep {...stepProps} />}
                {step === 'APPEARANCE' && <AppearanceStep {...stepProps} />}
                {step === 'SERVICES' && <ServicesStep {...stepProps} />}
                {step === 'ABOUT' && (
                  <AboutStep
                    {...stepProps}
                    photos={photos}
                    photoError={photoError}
                    onPhotos={(list, problem) => {
                      setPhotos(list);
                      setPhotoError(problem);
                    }}
                  />
                )}
                {error && (
                  <p id={ERROR_ID} className="alert alert-error signup-error" role="alert">
                    {error.message}
                  </p>
                )}
                <div className="signup-actions">
                  {stepIndex > 0 && (
                    <button type="button" className="btn btn-outline" onClick={back} disabled={signUp.isPending}>
                      Back
                    </button>
                  )}
                  <button type="submit" className="btn btn-primary signup-actions__next" disabled={signUp.isPending} aria-busy={signUp.isPending || undefined}>
                    {step === 'ABOUT' ? (signUp.isPending ? 'Creating Account...' : 'Create Account') : 'Next'}
                  </button>
                </div>
                {step === 'ACCOUNT' && (
                  <p className="signup-signin">
                    Already have an account? <Link to="/signin">Sign in</Link>
                  </p>
                )}
              </form>
            </FormErrorId.Provider>
          )}
        </section>
      </div>
    </div>
  );
}
