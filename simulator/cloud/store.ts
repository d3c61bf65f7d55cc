// The in-memory cloud: accounts, tokens, SMS codes, app info and queued faults. No HTTP here.
import type { ZoneCalibration } from '../../protocol/calibration.ts';
import type { AppInfo, Cost, Server } from '../../protocol/rest.ts';
import { seedAccounts, type CloudAccount } from './accounts.ts';
import { createLimits, type Limits } from './limits.ts';
import { createSmsBook, type SmsBook } from './sms.ts';
import { createTokenBook, type TokenBook, type TokenStore } from './tokens.ts';

/** A fault queued by the control API: the next matching call answers `status` and/or waits `delayMs`. */
export type Fault = { status?: number; delayMs?: number; path?: string; body?: unknown };

export type CloudStoreOptions = {
  accounts?: CloudAccount[];
  /** Clock in ms (the simulated clock when wired; Date.now by default). */
  now?: () => number;
  /** Six-digit code source (tests pin it). */
  randomCode?: () => string;
  /** Where SMS codes are announced; console.log by default. */
  log?: (line: string) => void;
  /** Default token lifetime in seconds. */
  tokenTtlSeconds?: number;
  /** Where issued tokens are kept so a restarted cloud still knows them (Node: a state file). */
  tokenStore?: TokenStore;
};

/** The latest app versions per platform (GET /v1/app-info). */
export const defaultAppInfo: AppInfo = {
  androidVersion: '1.0.0',
  androidTime: '2026-01-15',
  androidLog: '首个正式版本',
  apkUrl: '/sim/downloads/greenhouse-hil.apk',
  iosVersion: '1.0.0',
  iosTime: '2026-01-15',
  iosLog: '首个正式版本',
  ipaUrl: 'https://apps.apple.com/cn/app/id0000000000',
};

const clone = <T>(value: T): T => structuredClone(value);

/** The cloud's state and the operations every handler and the control API share. */
export class CloudStore {
  readonly now: () => number;
  readonly log: (line: string) => void;
  readonly sms: SmsBook;
  readonly tokens: TokenBook;
  /** Attempt limits of login, SMS send and SMS check. */
  readonly limits: Limits;
  accounts = new Map<string, CloudAccount>();
  appInfo: AppInfo = clone(defaultAppInfo);
  faults: Fault[] = [];
  /** Zones' model calibrations by `sn#zone` (handlers/calibration.ts). */
  calibrations = new Map<string, ZoneCalibration>();
  private readonly seed: CloudAccount[];

  constructor(options: CloudStoreOptions = {}) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((line) => console.log(line));
    this.seed = clone(options.accounts ?? seedAccounts);
    this.sms = createSmsBook({ now: this.now, log: this.log, randomCode: options.randomCode });
    this.tokens = createTokenBook({
      now: this.now,
      defaultTtlSeconds: options.tokenTtlSeconds ?? 86_400,
      persist: options.tokenStore,
    });
    this.limits = createLimits(this.now);
    // Tokens kept from a previous run stay valid: only the rest starts from the seed.
    this.seedWorld();
  }

  /** Back to the seed: accounts, no tokens (unless kept), no codes, default app info, no faults, no limits. */
  reset(options: { keepSessions?: boolean } = {}): void {
    this.seedWorld();
    if (!options.keepSessions) this.tokens.clear();
  }

  private seedWorld(): void {
    this.accounts = new Map(this.seed.map((a) => [a.mobile, clone(a)]));
    this.appInfo = clone(defaultAppInfo);
    this.faults = [];
    this.calibrations.clear();
    this.sms.clear();
    this.limits.clear();
  }

  account(mobile: string | null | undefined): CloudAccount | undefined {
    return mobile ? this.accounts.get(mobile) : undefined;
  }

  /** Issues a token for the account, with its own lifetime when it has one. */
  issueToken(account: CloudAccount): string {
    return this.tokens.issue(account.mobile, account.tokenTtlSeconds);
  }

  register(mobile: string, password: string): CloudAccount {
    const account: CloudAccount = {
      mobile,
      password,
      wxAvatarUrl: null,
      wxNickName: null,
      servers: [],
      cost: null,
    };
    this.accounts.set(mobile, account);
    return account;
  }

  deleteAccount(mobile: string): void {
    this.accounts.delete(mobile);
    this.tokens.revokeAll(mobile);
  }

  setCost(mobile: string, cost: Cost | null): boolean {
    const account = this.account(mobile);
    if (account) account.cost = cost;
    return Boolean(account);
  }

  bind(mobile: string, server: Server): boolean {
    const account = this.account(mobile);
    if (!account) return false;
    account.servers = [...account.servers.filter((s) => s.sn !== server.sn), server];
    return true;
  }

  unbind(mobile: string, sn: string): boolean {
    const account = this.account(mobile);
    if (!account || !account.servers.some((s) => s.sn === sn)) return false;
    account.servers = account.servers.filter((s) => s.sn !== sn);
    return true;
  }

  /** Takes the first queued fault whose path (if any) is part of the request path. */
  takeFault(pathname: string): Fault | undefined {
    const index = this.faults.findIndex((f) => !f.path || pathname.includes(f.path));
    return index < 0 ? undefined : this.faults.splice(index, 1)[0];
  }
}
