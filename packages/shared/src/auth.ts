import * as z from 'zod';
import { limits } from './constants';
import { validationMessages as m } from './messages';
import { normalizeOneTimeCode } from './one-time-code';

/** Schemas of spec §5 for login, register and verification: forms and server use these. */

export const emailSchema = z
  .string({ error: m.emailRequired })
  .min(1, m.emailRequired)
  .email(m.emailInvalid)
  .max(limits.emailMax, m.emailTooLong);

export const loginPasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .min(limits.password.min, m.passwordTooShort)
  .max(limits.password.max, m.passwordTooLong);

export const loginSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The five criteria of the password-strength meter (spec §4), in meter order. */
export const passwordCriteria = {
  lowercase: /[a-z]/,
  uppercase: /[A-Z]/,
  digit: /[0-9]/,
  special: /[^A-Za-z0-9]/,
} as const;

export function passwordStrength(password: string): number {
  const met = Object.values(passwordCriteria).filter((pattern) => pattern.test(password)).length;
  return met + (password.length >= limits.password.min ? 1 : 0);
}

/** A new password: registration's rules (also reset and change password). */
export const registerPasswordSchema = loginPasswordSchema
  .regex(passwordCriteria.lowercase, m.passwordLowercase)
  .regex(passwordCriteria.uppercase, m.passwordUppercase)
  .regex(passwordCriteria.digit, m.passwordNumber)
  .regex(passwordCriteria.special, m.passwordSpecial);

function personName(required: string, tooShort: string, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(limits.registerName.min, tooShort)
    .max(limits.registerName.max, tooLong);
}

export const userNameSchema = z
  .string({ error: m.userNameRequired })
  .trim()
  .min(1, m.userNameRequired)
  .min(limits.userName.min, m.userNameTooShort)
  .max(limits.userName.max, m.userNameTooLong)
  .regex(/^[\p{L}\p{N}._]+$/u, m.userNameCharacters);

/** What the register call sends (confirmPassword never leaves the browser). */
export const registerSchema = z.object({
  name: personName(m.nameRequired, m.nameTooShort, m.nameTooLong),
  surname: personName(m.surnameRequired, m.surnameTooShort, m.surnameTooLong),
  userName: userNameSchema,
  email: emailSchema,
  password: registerPasswordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const registerFormSchema = registerSchema
  .extend({
    confirmPassword: z
      .string({ error: m.confirmPasswordRequired })
      .min(1, m.confirmPasswordRequired)
      .min(limits.password.min, m.passwordTooShort),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: m.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

/** A pasted "tes 9fx" is the code TES9FX: checks run on the normalised code. */
export const otpSchema = z
  .string({ error: m.otpLength })
  .overwrite(normalizeOneTimeCode)
  .length(limits.otpLength, m.otpLength)
  .regex(/^[A-Za-z0-9]+$/, m.otpCharacters);

/**
 * Verification: the code proves the address; the password typed at sign-up, sent along, carries
 * the sign-up's choices over to the account (without it the account starts with no password).
 */
export const verifyEmailSchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  password: loginPasswordSchema.optional(),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

export const resendCodeSchema = z.object({ email: emailSchema });

export const googleLoginSchema = z.object({
  token: z.string({ error: m.tokenRequired }).min(1, m.tokenRequired),
});

export const logoutSchema = z.object({ userId: z.uuid() });

export const userNameAvailabilitySchema = z.object({ userName: z.string().trim() });
