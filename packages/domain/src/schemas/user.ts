import { z } from 'zod';
import { LOCALES } from '../rules/locale';
import { ROLES } from '../rules/roles';
import { EMAIL_PATTERN, IsoDateTimeSchema, PHONE_PATTERN, textInput } from './common';

export const PASSWORD_MIN_LENGTH = 6;

const nameField = textInput({ max: 100, required: 'Name is required', tooLong: 'Name is too long' });
const emailField = textInput({
  max: 254,
  required: 'Email is required',
  tooLong: 'Please enter a valid email address',
})
  .pipe(z.string().regex(EMAIL_PATTERN, { error: 'Please enter a valid email address' }))
  .transform((email) => email.toLowerCase());
const phoneField = textInput({
  max: 10,
  required: 'Phone number is required',
  tooLong: 'Please enter a valid 10-digit phone number',
}).pipe(z.string().regex(PHONE_PATTERN, { error: 'Please enter a valid 10-digit phone number' }));
/** Passwords are taken as typed (not trimmed or normalised), but never with control characters. */
const passwordField = textInput({
  max: 128,
  required: 'Password is required',
  tooLong: 'Password is too long',
  trim: false,
  allowBidiControls: true,
}).pipe(z.string().min(PASSWORD_MIN_LENGTH, { error: 'Password must be at least 6 characters long' }));

/** Body of POST /api/auth/register. */
export const RegisterBodySchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  password: passwordField,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** The registration form: the body plus a confirmation that is never sent. */
export const RegisterFormSchema = RegisterBodySchema.extend({
  confirmPassword: z.string().min(1, { error: 'Please confirm your password' }),
}).refine((form) => form.password === form.confirmPassword, {
  error: 'Passwords do not match',
  path: ['confirmPassword'],
});
export type RegisterForm = z.input<typeof RegisterFormSchema>;

/** Body of POST /api/auth/login: identifier is an e-mail or a 10-digit phone. */
export const LoginBodySchema = z.object({
  identifier: textInput({ max: 254, required: 'Email or phone is required' }),
  password: textInput({ max: 128, required: 'Password is required', trim: false, allowBidiControls: true }),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const GoogleLoginBodySchema = z.object({
  credential: textInput({ max: 8192, required: 'No credential returned from Google' }),
});

/** The password the account has now, asked again before a sensitive change (taken as typed, like at sign-in). */
const currentPasswordField = textInput({
  max: 128,
  required: 'Please enter your current password',
  trim: false,
  allowBidiControls: true,
});

/**
 * Body of PATCH /api/users/update: blank fields are omitted by the client; present ones must be valid. Changing the
 * e-mail or the password also needs `currentPassword` (decision 0028).
 */
export const UpdateProfileBodySchema = z
  .object({
    name: nameField.optional(),
    email: emailField.optional(),
    phone: phoneField.optional(),
    password: passwordField.optional(),
    currentPassword: currentPasswordField.optional(),
  })
  .refine(
    ({ currentPassword: _proof, ...changes }) => Object.values(changes).some((value) => value !== undefined),
    { error: 'Nothing to update' },
  );
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

/**
 * The profile form: name, e-mail and phone required, password optional (blank = unchanged); the current password
 * is asked for (and then required) when the e-mail or the password changes.
 */
export const UpdateProfileFormSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  password: z.union([z.literal(''), passwordField]).optional(),
  currentPassword: z.string().optional(),
});
export type UpdateProfileForm = z.input<typeof UpdateProfileFormSchema>;

export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  googleId: z.string().nullable(),
  isVerified: z.boolean(),
  isBanned: z.boolean(),
  banReason: z.string().nullable(),
  bannedAt: IsoDateTimeSchema.nullable(),
  createdAt: IsoDateTimeSchema,
  lastLogin: IsoDateTimeSchema.nullable(),
  /**
   * The language the user chose (decision 0044), null until they choose; a user the web stored before it existed has
   * none.
   */
  locale: z.enum(LOCALES).nullish(),
});
export type User = z.infer<typeof UserSchema>;

/** Body of PUT /api/users/me/locale: the signed-in user's language, for their pages on every device and their e-mails. */
export const UpdateLocaleBodySchema = z.object({
  locale: z.enum(LOCALES, { error: 'Please choose English or Hindi' }),
});
export type UpdateLocaleBody = z.infer<typeof UpdateLocaleBodySchema>;

export const AuthResponseSchema = z.object({ user: UserSchema, token: z.string() });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** What the web keeps in localStorage under `user`: the user with its token. */
export type StoredUser = User & { token: string };

export const UserResponseSchema = z.object({ user: UserSchema, message: z.string().optional() });
export type UserResponse = z.infer<typeof UserResponseSchema>;

/**
 * The answer of PATCH /api/users/update: the user, and after a password change a new token for this session (every
 * other session ended with the change).
 */
export const UpdateProfileResponseSchema = UserResponseSchema.extend({ token: z.string().optional() });
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponseSchema>;

export const ProfileStatsSchema = z.object({
  totalBookings: z.number().int(),
  upcomingEvents: z.number().int(),
  completedEvents: z.number().int(),
  /** Rupees. */
  totalSpent: z.number(),
});
export type ProfileStats = z.infer<typeof ProfileStatsSchema>;

/**
 * Body of DELETE /api/users/delete: the account's password, or for an account without one (Google sign-in) a fresh
 * Google ID token of the same Google account (decision 0028).
 */
export const DeleteAccountBodySchema = z.object({
  password: textInput({
    max: 128,
    required: 'Please enter your password',
    trim: false,
    allowBidiControls: true,
  }).optional(),
  googleCredential: textInput({ max: 8192, required: 'No credential returned from Google' }).optional(),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

export const BanUserBodySchema = z.object({
  reason: textInput({
    max: 500,
    multiline: true,
    required: 'Please provide a reason for banning this user',
    tooLong: 'The ban reason must be at most 500 characters',
  }),
});
export type BanUserBody = z.infer<typeof BanUserBodySchema>;
