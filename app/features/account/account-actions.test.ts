import { describe, expect, it } from 'vitest';
import { changeProblem } from './account-actions';

describe('change password form', () => {
  it('needs the old password, a new one of 6-64 characters, typed twice the same', () => {
    expect(changeProblem({ oldPassword: '', newPassword: 'secret1', again: 'secret1' })).toBe(
      'validation:inputWrong',
    );
    expect(changeProblem({ oldPassword: 'a', newPassword: 'short', again: 'short' })).toBe(
      'login:passwordLength',
    );
    expect(changeProblem({ oldPassword: 'a', newPassword: 'secret1', again: 'secret2' })).toBe(
      'login:passwordMismatch',
    );
    expect(changeProblem({ oldPassword: 'a', newPassword: 'secret1', again: 'secret1' })).toBeNull();
  });
});
