import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { OptionPicker } from '../../components/ui/option-picker';
import { RadioGroupField } from '../../components/ui/radio-group-field';
import { type Option, resetIfNotOption } from '../../domain/options/option';
import {
  LOAN_Q1_OPTIONS,
  LOAN_Q2_OPTIONS,
  LOAN_Q3_OPTIONS,
  LOAN_Q4_OPTIONS,
  LOAN_Q5_OPTIONS,
} from '../../domain/options/profile-options';
import { SCREEN_PATHS, withQuery } from '../../domain/paths';
import { navigateByProgress } from '../../domain/progress';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useStore } from '../../store/use-app-state';
import './application.texts';
import { submitStep } from './application.effects';
import './loan-question.texts';
import { StepFrame } from './step-frame';
import { useStepDraft } from './use-step-draft';

const QUESTIONS = [
  { key: 'q1', options: LOAN_Q1_OPTIONS, inline: true },
  { key: 'q2', options: LOAN_Q2_OPTIONS, inline: false },
  { key: 'q3', options: LOAN_Q3_OPTIONS, inline: true },
  { key: 'q4', options: LOAN_Q4_OPTIONS, inline: false },
  { key: 'q5', options: LOAN_Q5_OPTIONS, inline: false },
] as const;
type QuestionKey = (typeof QUESTIONS)[number]['key'];
const EMPTY: Record<QuestionKey, string> = { q1: '', q2: '', q3: '', q4: '', q5: '' };

/**
 * /auth/loan_question: the five credit-history questions (spec section 3), then
 * `/store/user-question/save`. Unanswered questions are marked one by one.
 */
export function LoanQuestionPage() {
  const { t, language } = useT();
  const navigate = useNavigate();
  const store = useStore<EffectDeps>();
  const { values, set } = useStepDraft('loanQuestion', EMPTY);
  const [attempted, setAttempted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const busy = useRef(false);
  const [pending, setPending] = useState(false);

  const label = (o: Option) => ({ value: o.value, label: o.label[language] });
  // A drafted answer that is no longer an option counts as unanswered.
  const answer = (key: QuestionKey) => resetIfNotOption(QUESTIONS.find((q) => q.key === key)!.options, values[key]);
  const missing = QUESTIONS.filter((q) => answer(q.key) === '').map((q) => q.key);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAttempted(true);
    setFormError(null);
    if (missing.length > 0) {
      setFormError(t('loanQuestion.unanswered'));
      return;
    }
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      const events = await store.run(submitStep, {
        step: 'loanQuestion',
        save: (api) =>
          api.store.saveLoanQuestions({
            q1: answer('q1') === 'yes',
            q2: Number(answer('q2')),
            q3: answer('q3') as '0-500' | '500-1000' | '1000-3000' | '3000+',
            q4: Number(answer('q4')),
            q5: Number(answer('q5')),
          }),
      });
      const last = events.at(-1);
      if (last?.type === 'application/stepFailed') setFormError(last.message);
      else if (last?.type === 'application/stepCompleted') {
        navigateByProgress(last.progress, {}, (screen, query) => void navigate(withQuery(SCREEN_PATHS[screen], query)));
      }
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  return (
    <StepFrame step="loanQuestion" title={t('titles.loanQuestion')}>
      <form className="card" onSubmit={(e) => void submit(e)} noValidate>
        <h2 className="field__label" style={{ fontSize: '1.1rem' }}>
          {t('loanQuestion.intro')}
        </h2>
        <p className="notice">{t('loanQuestion.hint')}</p>
        {QUESTIONS.map((q, i) => {
          const error = attempted && missing.includes(q.key) ? t('loanQuestion.answerFirst') : undefined;
          const options = q.options.map(label);
          const title = `${i + 1}. ${t(`loanQuestion.${q.key}`)}`;
          return q.inline ? (
            <RadioGroupField key={q.key} label={title} value={answer(q.key)} options={options} onChange={(v) => set(q.key, v)} required error={error} />
          ) : (
            <OptionPicker
              key={q.key}
              label={title}
              value={answer(q.key)}
              options={q.key === 'q2' ? options.map((o) => ({ ...o, label: t('loanQuestion.days', { count: Number(o.value) }) })) : options}
              onChange={(v) => set(q.key, v)}
              required
              error={error}
              searchable={false}
            />
          );
        })}
        {formError ? (
          <p className="error-text" role="alert">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="btn btn--block" disabled={pending}>
          {t('application.next')}
        </button>
      </form>
    </StepFrame>
  );
}
