import { describe, expect, test } from 'vitest';
import { carryCandidates, contextOf, jumpCandidates, type UnitFacts } from './shrink-candidates';

/** An action that moved from screen `before` to `after`. */
const unit = (before: string, after: string, more: Partial<UnitFacts> = {}): UnitFacts => ({
  before,
  after,
  anchor: false,
  writes: [],
  world: false,
  quiet: false,
  ...more,
});

describe('shrink candidates', () => {
  test('the context of an action is the chain of screens that led to it, back to an anchor', () => {
    const facts = [
      unit('/', '/me'), // 0: a tap that leads to /me, before the anchor: not needed
      unit('/me', '/language', { anchor: true }), // 1: a deep link
      unit('/language', '/language'), // 2
      unit('/language', '/me'), // 3: back
      unit('/me', '/me#dialog'), // 4: opens a dialog
      unit('/me#dialog', '/me#dialog'), // 5: typing in it
      unit('/me#dialog', '/me'), // 6: closes it, done inside the dialog
    ];
    expect(contextOf(facts, 6)).toEqual([4, 3, 1]);
    expect(contextOf(facts, 1)).toEqual([]);
    expect(contextOf(facts, 2)).toEqual([1]);
  });

  test('a far log-in and a reload: the carry keeps the last writer of each part of the state and the suffix', () => {
    // 0 logs in (anchor, writes the session), 1-5 wander and load a list twice, 6 types, 7 reloads.
    const facts = [
      unit('/', '/form', { anchor: true, writes: ['session.token'] }),
      unit('/form', '/list'),
      unit('/list', '/list', { writes: ['feedback.list'] }),
      unit('/list', '/list', { quiet: true }),
      unit('/list', '/list', { writes: ['feedback.list'] }),
      unit('/list', '/form'),
      unit('/form', '/form'),
      unit('/form', '/form'),
    ];
    const candidates = carryCandidates(facts);
    // k = 1: the reload, its screen's context (back to the list, which came from the log-in), the last
    // writers of the session and of the list.
    expect(candidates[0]).toEqual([0, 1, 4, 5, 7]);
    // k = 2 adds the typing.
    expect(candidates[1]).toEqual([0, 1, 4, 5, 6, 7]);
    // k = 4 gives the same again; every action that was not quiet is 7 of 8, too many to be worth a replay.
    expect(candidates).toHaveLength(2);
  });

  test('world actions are carried; quiet ones are left out of the suffix but the last', () => {
    const facts = [
      unit('/', '/', { world: true }),
      unit('/', '/', { quiet: true }),
      unit('/', '/'),
      unit('/', '/', { quiet: true }),
      unit('/', '/', { quiet: true }),
    ];
    const candidates = carryCandidates(facts);
    expect(candidates[0]).toEqual([0, 4]);
    expect(candidates).toContainEqual([0, 2, 4]);
  });

  test('no candidate larger than three quarters of the list, none twice', () => {
    const facts = Array.from({ length: 8 }, (_, i) => unit('/', '/', { writes: [`slice.part${i}`] }));
    const candidates = carryCandidates(facts);
    expect(candidates).toEqual([]);
    const keys = carryCandidates([unit('/', '/'), unit('/', '/'), unit('/', '/'), unit('/', '/')]).map((c) =>
      c.join(),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('a jump: the walk to the screen of the failing action becomes a deep link; the far language switch stays', () => {
    // 0 switches the language (anchor, writes settings.language), 1-5 walk from screen to screen to the
    // landing page, 6 moves the clock (world), 7 types there and fails.
    const facts = [
      unit('/#', '/user_center/language#', { anchor: true, writes: ['settings.language'] }),
      unit('/user_center/language#', '/me#'),
      unit('/me#', '/privacy_policy#'),
      unit('/privacy_policy#', '/auth/id_card_facial#'),
      unit('/auth/id_card_facial#', '/auth/id_card_facial#Leave?'),
      unit('/auth/id_card_facial#Leave?', '/yx3#'),
      unit('/yx3#', '/yx3#', { world: true }),
      unit('/yx3#', '/yx3#'),
    ];
    const all = jumpCandidates(facts, () => true);
    expect(all[0]).toEqual([0, 6, { goto: '/yx3' }, 7]);
    // The carry would keep the whole walk (each step led to the next screen): it offers nothing shorter.
    expect(carryCandidates(facts)).toEqual([]);
    // A route that cannot be linked to (a redirect) or a dialog: no jump there; a longer suffix may jump
    // further back.
    expect(jumpCandidates(facts, (route) => route !== '/yx3')).toEqual([
      [0, { goto: '/auth/id_card_facial' }, 4, 5, 6, 7],
    ]);
    const inDialog = [
      ...facts.slice(0, 5),
      unit('/auth/id_card_facial#Leave?', '/auth/id_card_facial#Leave?'),
    ];
    // The failing action in a dialog: the jump goes to the screen the dialog was opened on.
    expect(jumpCandidates(inDialog, () => true)).toEqual([[0, { goto: '/auth/id_card_facial' }, 4, 5]]);
  });
});
