// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRecordForm } from './use-record-form';

type Rec = { name: string };
const toForm = (r: Rec) => ({ name: r.name });

describe('useRecordForm', () => {
  it('follows the record until the grower types, then flags a change from elsewhere', () => {
    const { result, rerender } = renderHook(({ record }) => useRecordForm(record, toForm), {
      initialProps: { record: { name: 'A' } },
    });
    rerender({ record: { name: 'B' } });
    expect(result.current.form.name).toBe('B');
    expect(result.current.conflict).toBe(false);
    act(() => result.current.set('name', 'mine'));
    rerender({ record: { name: 'C' } });
    expect(result.current.form.name).toBe('mine');
    expect(result.current.conflict).toBe(true);
    act(() => result.current.loadLatest());
    expect(result.current.form.name).toBe('C');
    expect(result.current.conflict).toBe(false);
  });

  it('does not call our own saved change a conflict', () => {
    const { result, rerender } = renderHook(({ record }) => useRecordForm(record, toForm), {
      initialProps: { record: { name: 'A' } },
    });
    act(() => result.current.set('name', 'Z'));
    act(() => result.current.saving({ name: 'Z' }));
    rerender({ record: { name: 'Z' } });
    expect(result.current.conflict).toBe(false);
    expect(result.current.touched.has('name')).toBe(true);
  });
});
