import { validationMessages as m } from '@kolekt/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, validRegistration } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Every bad input of spec §5 for the auth calls answers 400 with the form's own message. */
describe('auth input validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = { email: 'someone@example.com', password: 'Passw0rd!' };
  const cases: [string, string, Record<string, string>, string, string][] = [
    ['login', '/api/auth/login', { ...login, email: '' }, 'email', m.emailRequired],
    ['login', '/api/auth/login', { ...login, email: 'not-an-email' }, 'email', m.emailInvalid],
    [
      'login',
      '/api/auth/login',
      { ...login, email: `${'a'.repeat(45)}@x.com` },
      'email',
      m.emailTooLong,
    ],
    ['login', '/api/auth/login', { ...login, password: '' }, 'password', m.passwordRequired],
    ['login', '/api/auth/login', { ...login, password: 'short' }, 'password', m.passwordTooShort],
    [
      'login',
      '/api/auth/login',
      { ...login, password: 'x'.repeat(21) },
      'password',
      m.passwordTooLong,
    ],
    ['register', '/api/auth/register', { ...validRegistration, name: '' }, 'name', m.nameRequired],
    [
      'register',
      '/api/auth/register',
      { ...validRegistration, name: 'Al' },
      'name',
      m.nameTooShort,
    ],
    [
      'register',
      '/api/auth/register',
      { ...validRegistration, name: 'A'.repeat(21) },
      'name',
      m.nameTooLong,
    ],
    [
      'register',
      '/api/auth/register',
      { ...validRegistration, surname: '' },
      'surname',
      m.surnameRequired,
    ],
    [
      'register',
      '/api/auth/register',
      { ...validRegistration, surname: 'Yı' },
      'surname',
      m.surnameTooShort,
    ],
    [
      'register',
      '/api/auth/register',
      { ...validRegistration, surname: 'Y'.repeat(21) },
      'surname',
      m.surnameTooLong,
    ],
    [
      'register',
      '/api/auth/register',
      { ...validRegistration, userName: '' },
      'userName',
      m.userNameRequired,
    ],
    [
      'register',
      '/api/auth/register',
      { ...validRegistration, userName: 'ayse' },
      'userName',
      m.userNameTooShort,
    ],
    [
      'register',
      '/api/auth/register',
      { ...validRegistration, userName: 'a'.repeat(21) },
      'userName',
      m.userNameTooLong,
    ],
    [
      'register',
      '/api/auth/register',
      { ...validRegistration, email: 'nope' },
      'email',
      m.emailInvalid,
    ],
    [
      'register',
      '/api/auth/register',
      { ...validRegistration, password: 'ABCDEF1!' },
      'password',
      m.passwordLowercase,
    ],
    [
      'register',
      '/api/auth/register',
      { ...validRegistration, password: 'abcdef1!' },
      'password',
      m.passwordUppercase,
    ],
    [
      'register',
      '/api/auth/register',
      { ...validRegistration, password: 'Abcdefg!' },
      'password',
      m.passwordNumber,
    ],
    [
      'register',
      '/api/auth/register',
      { ...validRegistration, password: 'Abcdefg1' },
      'password',
      m.passwordSpecial,
    ],
    [
      'register',
      '/api/auth/register',
      { ...validRegistration, password: 'Ab1!' },
      'password',
      m.passwordTooShort,
    ],
    ['verify', '/api/auth/verify-email', { email: 'a@b.co', otp: '12345' }, 'otp', m.otpLength],
    [
      'verify',
      '/api/auth/verify-email',
      { email: 'a@b.co', otp: '12345!' },
      'otp',
      m.otpCharacters,
    ],
    ['verify', '/api/auth/verify-email', { email: '', otp: 'ABC123' }, 'email', m.emailRequired],
  ];

  it.each(cases)('%s %s %j → 400 on %s', async (_form, url, body, field, message) => {
    const res = await post(t.app, url, body);
    expect(res.statusCode).toBe(400);
    const envelope = res.json();
    expect(envelope).toMatchObject({ success: false, statusCode: 400 });
    expect(envelope.data.errors[field]).toContain(message);
  });

  it('answers 400 for a missing field, whatever the body format', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { password: 'Passw0rd!' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(m.emailRequired);
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=someone%40example.com',
    });
    expect(urlencoded.statusCode).toBe(400);
    expect(urlencoded.json().message).toBe(m.passwordRequired);
  });

  it('answers a body that is not JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, statusCode: 400, data: null });
  });
});
