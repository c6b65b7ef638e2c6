import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { loginSchema, passwordStrength, registerFormSchema, verifyEmailSchema } from './auth';
import { validationMessages as m, validationMessageKey } from './messages';

function messagesFor(schema: z.ZodType, input: unknown, field: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path.join('.') === field)
    .map((i) => i.message);
}

const login = { email: 'user@example.com', password: 'Passw0rd!' };
const register = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  userName: 'ayse_y',
  email: 'ayse@example.com',
  password: 'Str0ng!pass',
  confirmPassword: 'Str0ng!pass',
};

describe('login schema (spec §5)', () => {
  it('accepts a valid form', () => {
    expect(loginSchema.safeParse(login).success).toBe(true);
  });
  it.each([
    ['email', '', m.emailRequired],
    ['email', undefined, m.emailRequired],
    ['email', 'user@', m.emailInvalid],
    ['email', `${'a'.repeat(41)}@example.com`, m.emailTooLong],
    ['password', '', m.passwordRequired],
    ['password', undefined, m.passwordRequired],
    ['password', '1234567', m.passwordTooShort],
    ['password', '123456789012345678901', m.passwordTooLong],
  ])('%s = %j → %s', (field, value, message) => {
    const first = messagesFor(loginSchema, { ...login, [field]: value }, field)[0];
    expect(first).toBe(message);
  });
  it('accepts exactly 50 e-mail characters and 8 and 20 password characters', () => {
    const email = `${'a'.repeat(38)}@example.com`;
    expect(email).toHaveLength(50);
    expect(loginSchema.safeParse({ email, password: '12345678' }).success).toBe(true);
    expect(loginSchema.safeParse({ ...login, password: 'x'.repeat(20) }).success).toBe(true);
  });
});

describe('register schema (spec §5)', () => {
  it('accepts a valid form', () => {
    expect(registerFormSchema.safeParse(register).success).toBe(true);
  });
  it.each([
    ['name', '', m.nameRequired],
    ['name', 'Al', m.nameTooShort],
    ['name', 'A'.repeat(21), m.nameTooLong],
    ['surname', '', m.surnameRequired],
    ['surname', 'Yı', m.surnameTooShort],
    ['surname', 'Y'.repeat(21), m.surnameTooLong],
    ['userName', '', m.userNameRequired],
    ['userName', 'ayse', m.userNameTooShort],
    ['userName', 'a'.repeat(21), m.userNameTooLong],
    ['email', '', m.emailRequired],
    ['email', 'nope', m.emailInvalid],
    ['email', `${'a'.repeat(41)}@example.com`, m.emailTooLong],
    ['password', '', m.passwordRequired],
    ['password', 'Ab1!', m.passwordTooShort],
    ['password', 'Abcdefgh1!Abcdefgh1!x', m.passwordTooLong],
    ['password', 'ABCDEFG1!', m.passwordLowercase],
    ['password', 'abcdefg1!', m.passwordUppercase],
    ['password', 'Abcdefgh!', m.passwordNumber],
    ['password', 'Abcdefgh1', m.passwordSpecial],
  ])('%s = %j → %s', (field, value, message) => {
    const input = {
      ...register,
      [field]: value,
      confirmPassword: field === 'password' ? value : register.confirmPassword,
    };
    expect(messagesFor(registerFormSchema, input, field)).toContain(message);
  });
  it('checks confirmPassword: required, min 8, must match (shown on confirmPassword)', () => {
    expect(
      messagesFor(registerFormSchema, { ...register, confirmPassword: '' }, 'confirmPassword')[0],
    ).toBe(m.confirmPasswordRequired);
    expect(
      messagesFor(registerFormSchema, { ...register, confirmPassword: 'Ab1!' }, 'confirmPassword'),
    ).toContain(m.passwordTooShort);
    expect(
      messagesFor(
        registerFormSchema,
        { ...register, confirmPassword: 'Str0ng!pasS' },
        'confirmPassword',
      ),
    ).toEqual([m.passwordsMustMatch]);
  });
});

describe('verification schema (spec §5)', () => {
  it('takes exactly 6 letters and digits', () => {
    expect(verifyEmailSchema.safeParse({ email: 'a@b.co', otp: 'A1b2C3' }).success).toBe(true);
    expect(messagesFor(verifyEmailSchema, { email: 'a@b.co', otp: 'A1B2C' }, 'otp')).toContain(
      m.otpLength,
    );
    expect(messagesFor(verifyEmailSchema, { email: 'a@b.co', otp: 'A1B2C3D' }, 'otp')).toContain(
      m.otpLength,
    );
    expect(messagesFor(verifyEmailSchema, { email: 'a@b.co', otp: 'A1B2C!' }, 'otp')).toContain(
      m.otpCharacters,
    );
  });

  it('reads a code pasted with spaces, a hyphen or in lower case as the mailed one', () => {
    const parsed = verifyEmailSchema.safeParse({ email: 'a@b.co', otp: ' tes-9fx ' });
    expect(parsed.success && parsed.data.otp).toBe('TES9FX');
  });
});

describe('password strength (spec §4)', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcABC', 2],
    ['abcABC1', 3],
    ['abcABC1!', 5],
    ['abcdefgh', 2],
  ])('%j has %i segments', (password, segments) => {
    expect(passwordStrength(password)).toBe(segments);
  });
});

describe('validationMessageKey', () => {
  it('finds the key of every message, so clients can translate it', () => {
    for (const [key, message] of Object.entries(m)) expect(validationMessageKey(message)).toBe(key);
    expect(validationMessageKey('something else')).toBeUndefined();
  });
});
