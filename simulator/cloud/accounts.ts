// The accounts the simulated cloud starts from: the fixtures' accounts (fixtures/accounts.ts).
import { accounts as fixtureAccounts, demoMobile, type Account } from '../../fixtures/accounts.ts';
import type { Cost, Server } from '../../protocol/rest.ts';

/** One grower account as the cloud holds it. */
export type CloudAccount = {
  mobile: string;
  password: string;
  wxAvatarUrl: string | null;
  wxNickName: string | null;
  servers: Server[];
  cost: Cost | null;
  /** Token lifetime in seconds for this account (the cloud default when absent). */
  tokenTtlSeconds?: number;
};

/** The demo ("experience") account's mobile number (seed section 6). */
export const DEMO_MOBILE = demoMobile;

/** A fixture account as the cloud holds it. */
export function fromFixture(account: Account): CloudAccount {
  const { key: _key, tokenTtlS, ...rest } = account;
  return tokenTtlS === undefined ? rest : { ...rest, tokenTtlSeconds: tokenTtlS };
}

/** The seed of the cloud: every fixture account. */
export const seedAccounts: CloudAccount[] = fixtureAccounts.map(fromFixture);
