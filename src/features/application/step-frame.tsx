import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import type { ApplicationStep } from '../../domain/events';
import { PATHS } from '../../domain/paths';
import { APPLICATION_STEPS } from '../../domain/progress';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useStore } from '../../store/use-app-state';
import { useIntent } from '../../store/use-intent';
import { RETENTION_VARIANTS, type RetentionVariant } from './application.texts';
import { leaveStep, reportStep } from './application.effects';
import { RetentionPopup } from './retention-popup';

/**
 * The frame of every application step: title, "step n of 7", a link to the privacy notice, the retention
 * popup when the borrower tries to leave (the back button here, or the native back button), and the step
 * report to the native app when the step opens (`timeSDK2`, isSubmit false).
 */
export function StepFrame({
  step,
  title,
  children,
  random = Math.random,
}: {
  step: ApplicationStep;
  title: string;
  children: ReactNode;
  /** Randomness for the retention variant (tests pass a fixed one). */
  random?: () => number;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const store = useStore<EffectDeps>();
  const [retention, setRetention] = useState<RetentionVariant | null>(null);
  const index = APPLICATION_STEPS.indexOf(step) + 1;

  // In the background: every opening is reported, none waits for another.
  const { run: report } = useIntent(reportStep, { supersede: true });
  useEffect(() => {
    void report({ step, isSubmit: false });
  }, [report, step]);

  useEffect(
    () =>
      store.deps.bridge.onEvent((event) => {
        if (event.event === 'backPressed') setRetention(pickVariant(random));
      }),
    [store, random],
  );

  // Where the native app sends the borrower is the state's (`application.stepLeft`, folded from the event).
  const leave = useIntent(leaveStep, {
    onDone: (_outcome, state) => {
      const action = state.application.stepLeft?.action ?? 'back';
      if (action === 'reload') window.location.reload();
      else if (action === 'home' || window.history.length <= 1) void navigate(PATHS.home, { replace: true });
      else void navigate(-1);
    },
  });

  return (
    <>
      <NavBar title={title} onBack={() => setRetention(pickVariant(random))} />
      <section className="screen">
        <p className="notice">
          <progress
            max={APPLICATION_STEPS.length}
            value={index}
            className="step-progress"
            aria-hidden="true"
          />
          <span>{t('application.stepOf', { step: index, total: APPLICATION_STEPS.length })}</span>
        </p>
        {children}
        {/* LFPDPPP: the privacy notice is at hand wherever personal data is collected (compliance item 6). */}
        <p className="notice">
          {t('application.privacyPrefix')} <Link to={PATHS.privacyPolicy}>{t('titles.privacyPolicy')}</Link>.
        </p>
      </section>
      <RetentionPopup
        open={retention !== null}
        variant={retention ?? 'approval'}
        onStay={() => setRetention(null)}
        onLeave={() => {
          setRetention(null);
          void leave.run({ step });
        }}
      />
    </>
  );
}

/**
 * A step whose whole body is a long form: the frame stays out of the form's state, so a keystroke re-renders
 * the form and not the frame. Its title is the step's (`titles.<step>`).
 */
export function StepFormPage({ step, form: Form }: { step: ApplicationStep; form: ComponentType }) {
  const { t } = useT();
  return (
    <StepFrame step={step} title={t(`titles.${step}`)}>
      <Form />
    </StepFrame>
  );
}

function pickVariant(random: () => number): RetentionVariant {
  return RETENTION_VARIANTS[
    Math.min(RETENTION_VARIANTS.length - 1, Math.floor(random() * RETENTION_VARIANTS.length))
  ]!;
}

/**
 * The end of a step's form: the form's message (why it was not sent, or what the backend answered) and the
 * button that sends it, disabled while it is being sent. "Siguiente", or "Enviar" on the last step.
 */
export function StepSubmit({
  error,
  pending,
  last = false,
}: {
  error: string | null;
  pending: boolean;
  last?: boolean;
}) {
  const { t } = useT();
  return (
    <>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn--block" disabled={pending}>
        {t(last ? 'application.submit' : 'application.next')}
      </button>
    </>
  );
}
