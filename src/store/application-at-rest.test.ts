import { foldEvents, initialState } from '../domain/state';
import { ev } from '../domain/testing/event-fixtures';
import { createMemoryStorage } from '../storage/stored-values';
import { LOG_STORAGE_KEY, LOG_VERSION, parsePersistedLog, writePersistedLog } from './persistence';
import { isStoredAppState } from './state-schema';

// The application slice keeps the document reading and the bank-card prefill for the session (issue 32). The
// state is persisted as the log's snapshot: at rest their personal fields are masked like every other
// (decision 0035), and the masked snapshot still loads.

test("the reading's CURP, names and birthday and the prefill's holder are masked in the stored snapshot", () => {
  const state = foldEvents(initialState, [
    ev('identity/imageUploaded', { image: 'curpFront', fileId: 'f1', url: '/f1' }),
    ev('application/filedLoaded', { holderName: 'Ana Ruiz', nationalId: 'RUAA900101MDFZNN09', cardType: '' }),
    ev('identity/documentRecognized', {
      identity: {
        curp: 'RUAA900101MDFZNN09',
        firstName: 'Ana',
        middleName: 'Sofía',
        lastName: 'Ruiz',
        birthday: '1990-01-01',
        gender: 2,
        address: 'Calle 5 de Mayo 12',
        pinCode: '06000',
      },
    }),
  ]);
  const storage = createMemoryStorage();
  writePersistedLog(storage, { version: LOG_VERSION, snapshot: { state, at: 1 }, events: [] });
  const raw = storage.getItem(LOG_STORAGE_KEY) ?? '';
  for (const value of ['RUAA900101MDFZNN09', 'Ruiz', 'Sofía', '1990-01-01', '5 de Mayo', '06000'])
    expect(raw, value).not.toContain(value);
  const loaded = parsePersistedLog(raw, isStoredAppState);
  expect(loaded.ok && loaded.log.snapshot?.state.application.documentReading?.curp).toBe(
    'RUAA**************',
  );
});
