// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TooltipAfterPaint } from './tooltip-after-paint';

describe('TooltipAfterPaint', () => {
  it('gives the child its hint as a title first, then MUI’s Tooltip after the paint', async () => {
    render(
      <TooltipAfterPaint title="风速骤增" describeChild>
        <button type="button">大风</button>
      </TooltipAfterPaint>,
    );
    const first = screen.getByRole('button', { name: '大风' });
    expect(first.getAttribute('title')).toBe('风速骤增');
    // The Tooltip mounts with a new button element; hovering it shows the hint.
    await waitFor(() => expect(screen.getByRole('button', { name: '大风' })).not.toBe(first));
    fireEvent.mouseOver(screen.getByRole('button', { name: '大风' }));
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', '风速骤增');
    expect(screen.getByRole('button', { name: '大风' }).getAttribute('aria-describedby')).toBeTruthy();
  });

  it('leaves a named child as it is until the Tooltip comes', () => {
    render(
      <TooltipAfterPaint title="打开培训台">
        <button type="button" aria-label="打开培训台" />
      </TooltipAfterPaint>,
    );
    expect(screen.getByRole('button', { name: '打开培训台' }).hasAttribute('title')).toBe(false);
  });
});
