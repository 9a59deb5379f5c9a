import { describe, expect, test } from 'vitest';
import { noBlankScreen } from './no-blank-screen';
import { goodObservation } from './observation';

describe('no-blank-screen', () => {
  test('passes a screen with text', () => {
    expect(noBlankScreen.check(goodObservation())).toBeNull();
  });
  test('catches an empty or whitespace-only main', () => {
    expect(noBlankScreen.check(goodObservation({ mainText: '' }))?.message).toBe('blank screen on /');
    expect(noBlankScreen.check(goodObservation({ mainText: ' \n\t ', route: '/me' }))?.message).toBe(
      'blank screen on /me',
    );
  });
});
