interface StepIndicatorProps {
  steps: readonly string[];
  current: number;
}

/** The visible progress through the six steps; the current one is marked for assistive technology. */
export function StepIndicator({ steps, current }: StepIndicatorProps) {
  return (
    <nav className="signup-progress" aria-label="Registration progress">
      <p className="signup-progress__summary">
        Step {current + 1} of {steps.length}: {steps[current]}
      </p>
      <ol className="signup-progress__list">
        {steps.map((name, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li key={name} className={`signup-progress__step is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="signup-progress__dot" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="signup-progress__name">
                {name}
                {state === 'done' && <span className="visually-hidden"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <div className="signup-progress__bar" aria-hidden="true">
        <span style={{ width: `${(current / (steps.length - 1)) * 100}%` }} />
      </div>
    </nav>
  );
}
