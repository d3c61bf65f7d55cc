// The public screens inside the data router: their navigation port is the router's (app/router.tsx).
import { useMemo, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthNavContext, type AuthNav } from './auth-nav';

/** A public screen with the router's navigate, location state and query as its port. */
export function routed(Screen: ComponentType): ComponentType {
  return function Routed() {
    const navigate = useNavigate();
    const location = useLocation();
    // The router keeps whatever the previous screen put there: each screen reads it as unknown.
    const state: unknown = location.state;
    const { search } = location;
    const nav = useMemo<AuthNav>(
      () => ({ go: (to, options) => void navigate(to, options), state, search }),
      [navigate, state, search],
    );
    return (
      <AuthNavContext value={nav}>
        <Screen />
      </AuthNavContext>
    );
  };
}
