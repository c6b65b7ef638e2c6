import * as z from 'zod';
import { giftClaimStates } from './gifts';
import { memberRoles } from './members';
import {
  emailSchema,
  loginPasswordSchema,
  otpSchema,
  registerPasswordSchema,
  verifyEmailSchema,
} from './auth';
import { languages, limits } from './constants';
import { validationMessages as m } from './messages';
import { notificationContentSchema, notificationWordingSchema } from './notification';
import { alertPreferencesSchema } from './price';
import { sessionSchema } from './user';

/**
 * Account settings (issue #10): forgot/reset password, change password and e-mail, delete the
 * account, export its data. Requests are forms like the rest of the api; server and web share them.
 */

/** `POST /api/auth/forgot-password`: the same answer whether or not the address has an account. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** `POST /api/auth/reset-password`: the mailed code and a new password (registration's rules). */
export const resetPasswordSchema = verifyEmailSchema.extend({ password: registerPasswordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

const confirmation = z
  .string({ error: m.confirmPasswordRequired })
  .min(1, m.confirmPasswordRequired)
  .min(limits.password.min, m.passwordTooShort);

/** The reset form: confirmPassword stays in the browser. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: confirmation })
  .refine((form) => form.password === form.confirmPassword, {
    message: m.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

const differentPasswords = {
  check: (input: { currentPassword: string; newPassword: string }) =>
    input.currentPassword !== input.newPassword,
  issue: { message: m.newPasswordSameAsCurrent, path: ['newPassword'] },
};

/** `POST /api/user/password` (signed in): answers a fresh session, other sessions end. */
export const changePasswordSchema = z
  .object({ currentPassword: loginPasswordSchema, newPassword: registerPasswordSchema })
  .refine(differentPasswords.check, differentPasswords.issue);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: loginPasswordSchema,
    newPassword: registerPasswordSchema,
    confirmPassword: confirmation,
  })
  .refine(differentPasswords.check, differentPasswords.issue)
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: m.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

/** What change password answers: the new access token and the user, as login does. */
export const changePasswordResultSchema = sessionSchema;

/** `POST /api/user/email`: a code goes to the new address; nothing changes until it is given. */
export const changeEmailSchema = z.object({ newEmail: emailSchema, password: loginPasswordSchema });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const changeEmailStartedSchema = z.object({ newEmail: z.string() });
export type ChangeEmailStarted = z.infer<typeof changeEmailStartedSchema>;

/** `POST /api/user/email/verify`: the code from the new address; answers the address now in use. */
export const verifyEmailChangeSchema = z.object({ otp: otpSchema });
export type VerifyEmailChangeInput = z.infer<typeof verifyEmailChangeSchema>;

export const emailChangedSchema = z.object({ email: z.string() });
export type EmailChanged = z.infer<typeof emailChangedSchema>;

/**
 * `DELETE /api/user`: the password, or for an account linked to Google the token of a fresh
 * Google sign-in (what the Google button hands the web app, as `auth/google-login` takes it).
 */
export const deleteAccountSchema = z
  .object({
    password: loginPasswordSchema.optional(),
    googleIdToken: z.string({ error: m.tokenRequired }).min(1, m.tokenRequired).optional(),
  })
  .refine((input) => input.password !== undefined || input.googleIdToken !== undefined, {
    message: m.accountDeleteProofRequired,
    path: ['password'],
  });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

const isoDate = z.string();

const exportedProductSchema = z.object({
  productId: z.uuid(),
  url: z.string(),
  store: z.string(),
  /** What Kolekt's own read of the shop found; null until then. */
  title: z.string().nullable(),
  price: z.string().nullable(),
  imagePath: z.string().nullable(),
  addedAt: isoDate,
});

const exportedDetailsSchema = z.object({
  productId: z.uuid(),
  url: z.string(),
  title: z.string(),
  price: z.string().nullable(),
  imagePath: z.string().nullable(),
  source: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

const exportedPersonSchema = z.object({
  userId: z.uuid(),
  userName: z.string(),
  createdAt: isoDate,
});

/** `GET /api/user/export`: the file (kolekt-export-<date>.json) of everything the user owns. */
export const accountExportSchema = z.object({
  format: z.literal('kolekt-export'),
  version: z.literal(1),
  exportedAt: isoDate,
  profile: z.object({
    id: z.uuid(),
    email: z.string(),
    userName: z.string(),
    name: z.string(),
    surname: z.string(),
    biography: z.string().nullable(),
    profileImagePath: z.string().nullable(),
    language: z.enum(languages),
    emailVerifiedAt: isoDate.nullable(),
    hasPassword: z.boolean(),
    googleLinked: z.boolean(),
    followerCount: z.number(),
    followingCount: z.number(),
    createdAt: isoDate,
    updatedAt: isoDate,
  }),
  collections: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      description: z.string().nullable(),
      isPublic: z.boolean(),
      isImmutable: z.boolean(),
      /** 0 active, 1 deleted, 2 archived. */
      status: z.number(),
      likeCount: z.number(),
      viewCount: z.number(),
      commentCount: z.number(),
      createdAt: isoDate,
      updatedAt: isoDate,
      products: z.array(exportedProductSchema),
    }),
  ),
  /** What the user said products are (typed, captured, copied), wherever they are. */
  productDetails: z.array(exportedDetailsSchema),
  likes: z.array(z.object({ collectionId: z.uuid(), createdAt: isoDate })),
  comments: z.array(
    z.object({
      id: z.uuid(),
      collectionId: z.uuid(),
      content: z.string(),
      createdAt: isoDate,
      updatedAt: isoDate,
    }),
  ),
  following: z.array(exportedPersonSchema),
  followers: z.array(exportedPersonSchema),
  /**
   * What each notification means (type and params) and its title and message in the user's
   * language, as the notifications list gives it.
   */
  notifications: z.array(
    z.intersection(
      z.object({
        id: z.uuid(),
        collectionId: z.uuid().nullable(),
        isRead: z.boolean(),
        createdAt: isoDate,
        ...notificationWordingSchema.shape,
      }),
      notificationContentSchema,
    ),
  ),
  /** Which channels carry price alerts. */
  alertPreferences: alertPreferencesSchema,
  /** Products whose price the user watches, and for what. */
  watches: z.array(
    z.object({
      productId: z.uuid(),
      url: z.string(),
      title: z.string().nullable(),
      targetPrice: z.string().nullable(),
      onDrop: z.boolean(),
      onBackInStock: z.boolean(),
      createdAt: isoDate,
    }),
  ),
  /** The push services of the devices allowed to show alerts (their keys stay out). */
  pushSubscriptions: z.array(z.object({ endpoint: z.string(), createdAt: isoDate })),
  /** Other people's collections the user is a member of (issue #14). */
  memberships: z.array(
    z.object({ collectionId: z.uuid(), role: z.enum(memberRoles), joinedAt: isoDate }),
  ),
  /** The user's claims on gift lists. */
  giftClaims: z.array(
    z.object({
      collectionId: z.uuid(),
      productId: z.uuid(),
      state: z.enum(giftClaimStates),
      createdAt: isoDate,
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
