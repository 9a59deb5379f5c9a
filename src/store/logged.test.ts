import { logged } from './logged';

interface Logged {
  id: string;
  amount: number;
}

test('an answer with exactly the domain fields passes as it is', () => {
  const answer = { id: 'o1', amount: 100 };
  expect(logged<Logged>()(answer)).toBe(answer);
});

test('a contract that names a field the domain type lacks does not compile', () => {
  const answer: { id: string; amount: number; secret: string } = { id: 'o1', amount: 100, secret: 'x' };
  // @ts-expect-error -- `secret` is not a field of Logged: it would enter the event log.
  expect(logged<Logged>()(answer)).toBe(answer);
});
