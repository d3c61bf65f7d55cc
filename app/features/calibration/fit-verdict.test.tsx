// @vitest-environment jsdom
// A fit that beats the model's values on its held-out day can be saved; one that does not says so
// and offers nothing to save.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { FitVerdict } from './fit-verdict';

afterEach(cleanup);

describe('FitVerdict', () => {
  it('offers the save when the fit improves on the held-out day', () => {
    let saved = 0;
    render(<FitVerdict improves canSave onSave={() => saved++} />);
    fireEvent.click(screen.getByRole('button', { name: '保存校准' }));
    expect(saved).toBe(1);
    expect(screen.queryByTestId('calibration-no-gain')).toBeNull();
  });

  it('keeps the model values, saying why, when the fit does not improve', () => {
    render(<FitVerdict improves={false} canSave onSave={() => undefined} />);
    expect(screen.queryByRole('button', { name: '保存校准' })).toBeNull();
    expect(screen.getByTestId('calibration-no-gain').textContent).toContain('保留模型默认值');
  });
});
