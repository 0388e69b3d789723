import { describe, expect, test } from 'vitest';
import { LoginBodySchema, RegisterBodySchema, RegisterFormSchema, UpdateProfileBodySchema } from './user';

const valid = { name: 'Asha', email: 'Asha@Example.com', phone: '9876543210', password: 'secret1' };

function firstError(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('registration', () => {
  test('a valid body passes and the e-mail is lower-cased', () => {
    expect(RegisterBodySchema.parse(valid).email).toBe('asha@example.com');
  });

  test.each([
    [{ ...valid, name: '  ' }, 'Name is required'],
    [{ ...valid, name: undefined }, 'Name is required'],
    [{ ...valid, email: '' }, 'Email is required'],
    [{ ...valid, email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ ...valid, phone: '' }, 'Phone number is required'],
    [{ ...valid, phone: '98765-4321' }, 'Please enter a valid 10-digit phone number'],
    [{ ...valid, phone: '98765432101' }, 'Please enter a valid 10-digit phone number'],
    [{ ...valid, password: '' }, 'Password is required'],
    [{ ...valid, password: '12345' }, 'Password must be at least 6 characters long'],
  ])('%o is refused with "%s"', (body, message) => {
    expect(firstError(RegisterBodySchema, body)).toBe(message);
  });

  test('the form needs a matching confirmation', () => {
    expect(firstError(RegisterFormSchema, { ...valid, confirmPassword: '' })).toBe(
      'Please confirm your password',
    );
    expect(firstError(RegisterFormSchema, { ...valid, confirmPassword: 'other1' })).toBe(
      'Passwords do not match',
    );
    expect(RegisterFormSchema.safeParse({ ...valid, confirmPassword: valid.password }).success).toBe(true);
  });
});

describe('login and profile update', () => {
  test('login needs both fields', () => {
    expect(LoginBodySchema.safeParse({ identifier: '', password: 'x' }).success).toBe(false);
    expect(LoginBodySchema.safeParse({ identifier: 'a@b.co', password: '' }).success).toBe(false);
  });

  test('a profile update needs at least one field and validates the ones present', () => {
    expect(firstError(UpdateProfileBodySchema, {})).toBe('Nothing to update');
    expect(firstError(UpdateProfileBodySchema, { phone: '123' })).toBe(
      'Please enter a valid 10-digit phone number',
    );
    expect(UpdateProfileBodySchema.safeParse({ name: 'New Name' }).success).toBe(true);
  });
});
