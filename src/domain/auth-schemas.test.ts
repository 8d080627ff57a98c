import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from './auth-schemas';
import { signUpRequestSchema } from './sign-up-request';

const validSignUp = {
  firstName: 'Amina',
  lastName: 'Hassan',
  email: 'amina@example.org',
  phoneNumber: '+254712345678',
  userType: 'beneficiary',
  password: 'secret1',
  confirmPassword: 'secret1',
};

/** The first message per field: the one a form shows. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

describe('signInSchema', () => {
  it('accepts an e-mail and a password of 6 characters', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: '123456' }).success).toBe(true);
  });

  it('gives the spec messages for a bad e-mail and a short password', () => {
    expect(messages(signInSchema.safeParse({ email: 'nope', password: '12345' }))).toEqual({
      email: 'validation:emailInvalid',
      password: 'validation:passwordMin',
    });
  });

  it('refuses fields it does not know', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: '123456', isAdmin: true }).success).toBe(false);
  });
});

describe('signUpSchema', () => {
  it('accepts a complete form', () => {
    expect(signUpSchema.safeParse(validSignUp).success).toBe(true);
  });

  it('needs names of at least 2 characters after trimming', () => {
    const result = signUpSchema.safeParse({ ...validSignUp, firstName: ' A ', lastName: 'B' });
    expect(messages(result)).toMatchObject({
      firstName: 'validation:firstNameMin',
      lastName: 'validation:lastNameMin',
    });
  });

  it('accepts names of any script, with hyphens and apostrophes', () => {
    for (const [firstName, lastName] of [
      ['Jean-Claude', "N'Goma"],
      ['Trésor', 'Cabdullaahi Maxamed Xuseen'],
      ['محمد', 'علي'],
    ]) {
      expect(signUpSchema.safeParse({ ...validSignUp, firstName, lastName }).success).toBe(true);
    }
  });

  it('needs a phone of at least 10 characters', () => {
    expect(messages(signUpSchema.safeParse({ ...validSignUp, phoneNumber: '07123' }))).toEqual({
      phoneNumber: 'validation:phoneInvalid',
    });
  });

  it('needs an account type among beneficiary, staff and employer', () => {
    expect(messages(signUpSchema.safeParse({ ...validSignUp, userType: '' }))).toEqual({
      userType: 'validation:userTypeRequired',
    });
    expect(messages(signUpSchema.safeParse({ ...validSignUp, userType: 'admin' }))).toEqual({
      userType: 'validation:userTypeRequired',
    });
  });

  it('needs the confirmation to match the password', () => {
    const result = signUpSchema.safeParse({ ...validSignUp, confirmPassword: 'secret2' });
    expect(messages(result)).toEqual({ confirmPassword: 'validation:passwordsDontMatch' });
  });

  it('asks to confirm the password when the confirmation is too short', () => {
    expect(messages(signUpSchema.safeParse({ ...validSignUp, confirmPassword: '' }))).toMatchObject({
      confirmPassword: 'validation:confirmPassword',
    });
  });
});

describe('signUpRequestSchema (server side)', () => {
  const { confirmPassword: _confirm, ...request } = validSignUp;

  it('accepts the form without the confirmation field', () => {
    expect(signUpRequestSchema.safeParse(request).success).toBe(true);
  });

  it('refuses a phone that is long enough but not a real number', () => {
    expect(messages(signUpRequestSchema.safeParse({ ...request, phoneNumber: '0000000000' }))).toEqual({
      phoneNumber: 'validation:phoneInvalid',
    });
  });
});

describe('password reset schemas', () => {
  it('validates the e-mail of a reset request', () => {
    expect(forgotPasswordSchema.safeParse({ email: 'x' }).success).toBe(false);
    expect(forgotPasswordSchema.safeParse({ email: 'x@y.org' }).success).toBe(true);
  });

  it('needs the new password twice', () => {
    expect(resetPasswordSchema.safeParse({ password: 'newpass', confirmPassword: 'newpass' }).success).toBe(true);
    expect(messages(resetPasswordSchema.safeParse({ password: 'newpass', confirmPassword: 'other1' }))).toEqual({
      confirmPassword: 'validation:passwordsDontMatch',
    });
  });
});
