import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError } from '../../api/errors';
import { PATHS } from '../../domain/paths';
import { DRAFT_SAVE_DELAY_MS } from '../../storage/drafts';
import { createMemoryStorage, createStoredValues } from '../../storage/stored-values';
import type { EffectDeps } from '../../store/effect-deps';
import { createStore } from '../../store/store';
import { StoreContext } from '../../store/use-app-state';
import type { StepBody } from './application.effects';
import { useStepDraft } from './use-step-draft';
import { useStepSave } from './use-step-save';

// The step save (issue 32): it flushes the step's waiting draft itself, the effect clears it once the backend
// answers, and a saved step opens the screen of the progress code the STATE holds (the reducer's fold of
// `application/stepCompleted`), not the code an event carried.

/** A step page as the real ones are: a drafted field, and a save that is given nothing but the body. */
function LoanStep() {
  const { values, set } = useStepDraft('loanQuestion', { purpose: '' });
  const { save, pending, failure } = useStepSave('loanQuestion');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save({ purpose: values.purpose } as unknown as StepBody<'loanQuestion'>);
      }}
    >
      <label>
        Purpose
        <input value={values.purpose} onChange={(e) => set('purpose', e.target.value)} />
      </label>
      <button type="submit">{pending ? 'Sending' : 'Send'}</button>
      {failure ? <p role="alert">{`${failure.errorCode}: ${failure.message}`}</p> : null}
    </form>
  );
}

function Elsewhere() {
  return <p>Opened {useLocation().pathname}</p>;
}

function setup() {
  const storage = createStoredValues(createMemoryStorage());
  const answers: { resolve: (r: { progress: number }) => void; reject: (e: unknown) => void }[] = [];
  // What the stored draft of the step held when the request went out.
  const storedAtRequest: unknown[] = [];
  const deps = {
    api: {
      store: {
        saveLoanQuestions: () => {
          storedAtRequest.push(storage.get('drafts').loanQuestion);
          return new Promise<{ progress: number }>((resolve, reject) => answers.push({ resolve, reject }));
        },
      },
    },
    storage,
    isNative: () => false,
  } as unknown as EffectDeps;
  const store = createStore<EffectDeps>({ deps, clock: () => 1 });
  render(
    <StoreContext.Provider value={store as never}>
      <MemoryRouter initialEntries={[PATHS.loanQuestion]}>
        <Routes>
          <Route path={PATHS.loanQuestion} element={<LoanStep />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </StoreContext.Provider>,
  );
  return { store, storage, answers, storedAtRequest };
}

async function answer(run: () => void) {
  await act(async () => {
    run();
    await new Promise((r) => setTimeout(r, 0));
  });
}

describe('useStepSave', () => {
  test('a typed draft not yet written is written before the save, and cleared once the save answers', async () => {
    // The drafts' pause runs on fake timers: the test moves the clock past it instead of sleeping.
    vi.useFakeTimers();
    try {
      const { storage, answers, storedAtRequest } = setup();
      fireEvent.change(screen.getByLabelText('Purpose'), { target: { value: 'school' } });
      // Within the drafts' pause (300 ms): nothing is stored yet.
      expect(storage.get('drafts').loanQuestion).toBeUndefined();
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(storedAtRequest).toEqual([{ purpose: 'school' }]);
      await act(async () => {
        answers[0]!.resolve({ progress: 10 });
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(storage.get('drafts').loanQuestion).toBeUndefined();
      // No write still waiting puts it back once the pause is over.
      await act(() => vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS + 100));
      expect(storage.get('drafts').loanQuestion).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  test("a saved step opens the screen of the state's progress code, and is not saved again", async () => {
    const { store, answers } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sending' }));
    expect(answers).toHaveLength(1);
    await answer(() => answers[0]!.resolve({ progress: 10 }));
    expect(screen.getByText(`Opened ${PATHS.idCardAuthentication}`)).toBeInTheDocument();
    expect(store.getState().application.completedSteps).toEqual(['loanQuestion']);
  });

  test('a failed save shows the outcome’s code and message, keeps the draft and may be sent again', async () => {
    const { storage, answers } = setup();
    fireEvent.change(screen.getByLabelText('Purpose'), { target: { value: 'rent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await answer(() =>
      answers[0]!.reject(new ApiError(500, 'Inténtalo más tarde', { endpoint: 'x', path: '/x' })),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('500: Inténtalo más tarde');
    expect(storage.get('drafts').loanQuestion).toEqual({ purpose: 'rent' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(answers).toHaveLength(2);
  });
});
