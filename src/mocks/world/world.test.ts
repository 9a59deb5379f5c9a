import { createWorld, smsText } from './world';

function play(seed: number) {
  const world = createWorld({ seed });
  const mobile = world.fakeMobile();
  const sent = world.sendCode(mobile, 'login', 'es');
  const user = world.addUser({ mobile, profile: world.fakeProfile() });
  const token = world.issueToken(mobile);
  return { world, sent, user, token, snapshot: world.snapshot() };
}

describe('mock world', () => {
  it('is the same world for the same seed and the same steps', () => {
    const a = play(42);
    const b = play(42);
    expect(a.snapshot).toEqual(b.snapshot);
    expect(a.token).toBe(b.token);
  });

  it('differs for another seed', () => {
    const a = play(42);
    const c = play(43);
    expect(c.snapshot.users[0]?.userId).not.toBe(a.snapshot.users[0]?.userId);
    expect(c.token).not.toBe(a.token);
  });

  it('sends a 6-digit code, remembers it and puts the SMS in the outbox', () => {
    const world = createWorld({ seed: 1 });
    const result = world.sendCode('5512345678', 'login', 'es');
    if (!result.ok) throw new Error('expected the code to be sent');
    expect(result.sms.code).toMatch(/^\d{6}$/);
    expect(world.outbox).toEqual([
      {
        mobile: '5512345678',
        code: result.sms.code,
        text: `SMS de Cuota: tu código es ${result.sms.code}`,
        purpose: 'login',
        lang: 'es',
        at: world.now(),
      },
    ]);
    expect(world.currentCode('5512345678')?.code).toBe(result.sms.code);
    expect(world.lastSms('5512345678')).toBe(result.sms);
  });

  it('writes the SMS in English for an English request', () => {
    expect(smsText('123456', 'en')).toBe('Cuota SMS: your code is 123456');
    expect(smsText('123456', 'es')).toBe('SMS de Cuota: tu código es 123456');
  });

  it('accepts a code once, and rejects wrong, missing and expired codes', () => {
    const world = createWorld({ seed: 1 });
    expect(world.checkCode('5512345678', '000000', 'login')).toBe('missing');
    const sent = world.sendCode('5512345678', 'login');
    if (!sent.ok) throw new Error('expected the code to be sent');
    const wrong = sent.sms.code === '000000' ? '111111' : '000000';
    expect(world.checkCode('5512345678', wrong, 'login')).toBe('wrong');
    expect(world.checkCode('5512345678', sent.sms.code, 'login')).toBe('ok');
    expect(world.checkCode('5512345678', sent.sms.code, 'login')).toBe('missing');

    world.clock.advance({ minutes: 1 });
    const again = world.sendCode('5512345678', 'login');
    if (!again.ok) throw new Error('expected the code to be sent');
    world.clock.advance({ minutes: 5, seconds: 1 });
    expect(world.checkCode('5512345678', again.sms.code, 'login')).toBe('expired');
  });

  it('keeps a resend countdown per number', () => {
    const world = createWorld({ seed: 1 });
    expect(world.sendCode('5512345678', 'login').ok).toBe(true);
    world.clock.advance({ seconds: 20 });
    expect(world.sendCode('5512345678', 'login')).toEqual({ ok: false, waitSeconds: 40 });
    expect(world.sendCode('5587654321', 'login').ok).toBe(true);
    world.clock.advance({ seconds: 40 });
    expect(world.sendCode('5512345678', 'login').ok).toBe(true);
  });

  it('tells subscribers what changed', () => {
    const world = createWorld({ seed: 1 });
    const changes: string[] = [];
    world.subscribe((change) => changes.push(change.type));
    world.addUser({ mobile: '5512345678' });
    world.sendCode('5512345678', 'login');
    world.issueToken('5512345678');
    world.updateUser('5512345678', { progress: 10 });
    world.clock.advance({ days: 1 });
    world.deleteUser('5512345678');
    expect(changes).toEqual([
      'userAdded',
      'smsSent',
      'tokenIssued',
      'userUpdated',
      'clockMoved',
      'userDeleted',
    ]);
  });

  it('forgets a deleted borrower with their tokens', () => {
    const world = createWorld({ seed: 1 });
    world.addUser({ mobile: '5512345678' });
    const token = world.issueToken('5512345678');
    world.deleteUser('5512345678');
    expect(world.findUser('5512345678')).toBeUndefined();
    expect(world.findToken(token)).toBeUndefined();
  });

  it('makes up valid Mexican mobiles and adult borrowers', () => {
    const world = createWorld({ seed: 9 });
    for (let i = 0; i < 20; i += 1) expect(world.fakeMobile()).toMatch(/^[2-9]\d{9}$/);
    const profile = world.fakeProfile();
    const age = (world.now() - Date.parse(profile.birthday)) / (365.25 * 86_400_000);
    expect(age).toBeGreaterThanOrEqual(21);
    expect(profile.email).toContain('@example.com');
  });
});
