import { describe, expect, it } from 'vitest';
import { retrieveProblem } from './retrieve-actions';

describe('retrieve password form', () => {
  const form = { phone: '13800000002', code: '123456', password: 'secret1', again: 'secret1' };
  it('checks phone, code length, password length and the repeat, in that order', () => {
    expect(retrieveProblem({ ...form, phone: '' })).toBe('validation:phoneEmpty');
    expect(retrieveProblem({ ...form, phone: '12' })).toBe('validation:phoneInvalid');
    expect(retrieveProblem({ ...form, code: '12' })).toBe('validation:codeLength');
    expect(retrieveProblem({ ...form, password: '12345', again: '12345' })).toBe('login:passwordLength');
    expect(retrieveProblem({ ...form, again: 'other1' })).toBe('login:passwordMismatch');
    expect(retrieveProblem(form)).toBeNull();
  });
});
