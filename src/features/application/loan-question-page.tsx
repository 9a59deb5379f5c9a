import { useState, type FormEvent } from 'react';
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
import { useT } from '../../i18n/i18n';
import './application.texts';
import './loan-question.texts';
import { StepFrame, StepSubmit } from './step-frame';
import { useStepDraft } from './use-step-draft';
import { useAttempts } from './use-step-form';
import { useStepSave } from './use-step-save';

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
  const { values, set } = useStepDraft('loanQuestion', EMPTY);
  const [attempted, setAttempted] = useState(false);
  // Whether the last attempt left questions unanswered (its message stays until the next attempt).
  const [unanswered, setUnanswered] = useState(false);
  const { save, pending, failure } = useStepSave('loanQuestion');
  const { failed, formRef } = useAttempts();

  const label = (o: Option) => ({ value: o.value, label: o.label[language] });
  // A drafted answer that is no longer an option counts as unanswered.
  const answer = (key: QuestionKey) =>
    resetIfNotOption(QUESTIONS.find((q) => q.key === key)!.options, values[key]);
  const missing = QUESTIONS.filter((q) => answer(q.key) === '').map((q) => q.key);

  const formError = unanswered ? t('loanQuestion.unanswered') : (failure?.message ?? null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempted(true);
    setUnanswered(missing.length > 0);
    if (missing.length > 0) return failed();
    save({
      q1: answer('q1') === 'yes',
      q2: Number(answer('q2')),
      q3: answer('q3') as '0-500' | '500-1000' | '1000-3000' | '3000+',
      q4: Number(answer('q4')),
      q5: Number(answer('q5')),
    });
  };

  return (
    <StepFrame step="loanQuestion" title={t('titles.loanQuestion')}>
      <form className="card" onSubmit={submit} noValidate ref={formRef}>
        <h2 className="field__label" style={{ fontSize: '1.1rem' }}>
          {t('loanQuestion.intro')}
        </h2>
        <p className="notice">{t('loanQuestion.hint')}</p>
        {QUESTIONS.map((q, i) => {
          const error = attempted && missing.includes(q.key) ? t('loanQuestion.answerFirst') : undefined;
          const options = q.options.map(label);
          const title = `${i + 1}. ${t(`loanQuestion.${q.key}`)}`;
          return q.inline ? (
            <RadioGroupField
              key={q.key}
              label={title}
              value={answer(q.key)}
              options={options}
              onChange={(v) => set(q.key, v)}
              required
              error={error}
            />
          ) : (
            <OptionPicker
              key={q.key}
              label={title}
              value={answer(q.key)}
              options={
                q.key === 'q2'
                  ? options.map((o) => ({ ...o, label: t('loanQuestion.days', { count: Number(o.value) }) }))
                  : options
              }
              onChange={(v) => set(q.key, v)}
              required
              error={error}
              searchable={false}
            />
          );
        })}
        <StepSubmit error={formError} pending={pending} />
      </form>
    </StepFrame>
  );
}
