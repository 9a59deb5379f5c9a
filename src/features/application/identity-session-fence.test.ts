import type { DocumentIdentity } from '../../domain/events';
import { draftsOf } from '../../storage/drafts';
import { createMemoryStorage, createStoredValues } from '../../storage/stored-values';
import type { EffectDeps } from '../../store/effect-deps';
import { createStore } from '../../store/store';
import { startIntent } from '../../store/use-intent';
import { recognizeDocument } from './identity.effects';

/** Decision 0061: a document reading that answers after the session ended prefills nothing. */

const READING: DocumentIdentity = {
  curp: 'GOMA850101HDFRRN09',
  firstName: 'Ana',
  lastName: 'Gómez',
  birthday: '1985-01-01',
  gender: 2,
  address: 'Calle 1',
};

function setup() {
  let answer: (identity: DocumentIdentity) => void = () => {};
  const storage = createStoredValues(createMemoryStorage());
  const deps = {
    api: { store: { ocrCertificate: () => new Promise<DocumentIdentity>((resolve) => (answer = resolve)) } },
    storage,
  } as unknown as EffectDeps;
  const store = createStore<EffectDeps>({ deps });
  store.dispatch({ type: 'session/loggedIn', mobile: '5511112222', token: 'Bearer a', via: 'native' });
  return { store, storage, answer: () => answer(READING) };
}

test("A's reading, answered after A's session ended, reaches neither B's drafts nor B's state", async () => {
  const { store, storage, answer } = setup();
  const reading = startIntent(store, recognizeDocument, { frontFileId: 'f', backFileId: 'b' });
  // The native app logs B in while the reading is out (bootstrap: A's session ends, A's values go).
  store.dispatch({ type: 'session/loggedOut', reason: 'native' });
  storage.clearUserData(['token']);
  store.dispatch({ type: 'session/loggedIn', mobile: '', token: 'Bearer b', via: 'native' });
  answer();
  await reading;
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(draftsOf(storage).read('personalInfomation')).toBeUndefined();
  expect(storage.get('drafts')).toEqual({});
  expect(store.getState().application.documentReading).toBeUndefined();
  expect(store.log().map((e) => e.type)).not.toContain('identity/documentRecognized');
});

test('a reading in the session that asked for it prefills the personal step', async () => {
  const { store, storage, answer } = setup();
  const reading = startIntent(store, recognizeDocument, { frontFileId: 'f', backFileId: 'b' });
  answer();
  await reading;
  expect(storage.get('drafts').personalInfomation).toMatchObject({
    nationalId: READING.curp,
    firstName: 'Ana',
  });
  expect(store.getState().application.documentReading).toMatchObject({ curp: READING.curp });
});
