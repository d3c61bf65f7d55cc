// @vitest-environment jsdom
// The pieces around an edit form: the conflict offer (only when there is one) and the foot (refusal, save busy, extra buttons).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConflictAlert } from './conflict-alert';
import { FormActions } from './form-actions';

afterEach(cleanup);

describe('ConflictAlert', () => {
  it('shows nothing without a conflict, and offers the latest with one', () => {
    let loaded = 0;
    const props = { onLoadLatest: () => (loaded += 1), text: '刚被其他人修改', loadLabel: '载入最新' };
    const { rerender } = render(<ConflictAlert show={false} {...props} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ConflictAlert show {...props} />);
    expect(screen.getByRole('alert').textContent).toContain('刚被其他人修改');
    fireEvent.click(screen.getByRole('button', { name: '载入最新' }));
    expect(loaded).toBe(1);
  });
});

describe('FormActions', () => {
  it('submits its form and keeps the extra buttons beside save', () => {
    let submitted = 0;
    render(
      <form onSubmit={(e) => (e.preventDefault(), (submitted += 1))}>
        <FormActions error={null} pending={false} saveLabel="保存" savingLabel="正在保存…">
          <button type="button">取消</button>
        </FormActions>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(submitted).toBe(1);
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
    expect(screen.queryByTestId('save-error')).toBeNull();
  });

  it('says it is saving and waits; shows the refusal', () => {
    render(<FormActions error="控制器拒绝了请求" pending saveLabel="保存" savingLabel="正在保存…" />);
    expect(screen.getByRole('button', { name: '正在保存…' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('save-error').textContent).toBe('控制器拒绝了请求');
  });
});
