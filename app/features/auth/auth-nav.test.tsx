// @vitest-environment jsdom
// The public screens' navigation port: a link is a real anchor that a plain click follows through the
// port, and a modified click (a new tab) leaves to the browser.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthLink, AuthNavContext, type AuthNav } from './auth-nav';

let listening = new AbortController();

/** Whether the app prevented the browser's own navigation; the test's page then never leaves. */
function watchClicks(): { prevented: boolean | undefined } {
  const seen: { prevented: boolean | undefined } = { prevented: undefined };
  listening = new AbortController();
  const watch = (event: Event) => {
    seen.prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.body.addEventListener('click', watch, { signal: listening.signal });
  return seen;
}

function renderLink(go: AuthNav['go']) {
  render(
    <AuthNavContext value={{ go, state: null, search: '' }}>
      <AuthLink to="/Retrieve_password" replace>
        忘记密码
      </AuthLink>
    </AuthNavContext>,
  );
  return screen.getByRole('link', { name: '忘记密码' });
}

describe('AuthLink', () => {
  afterEach(() => {
    listening.abort();
    cleanup();
  });

  it('is an anchor to the path, followed through the port on a plain click', () => {
    const go = vi.fn();
    const link = renderLink(go);
    const seen = watchClicks();
    expect(link.getAttribute('href')).toBe('/Retrieve_password');
    fireEvent.click(link, { button: 0 });
    expect(seen.prevented).toBe(true);
    expect(go).toHaveBeenCalledWith('/Retrieve_password', { replace: true });
  });

  it('leaves a click with a modifier key to the browser', () => {
    const go = vi.fn();
    const link = renderLink(go);
    const seen = watchClicks();
    fireEvent.click(link, { button: 0, ctrlKey: true });
    expect(seen.prevented).toBe(false);
    expect(go).not.toHaveBeenCalled();
  });
});
