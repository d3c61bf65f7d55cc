import { describe, expect, it } from 'vitest';
import { getConfig } from '../config';
import { apiClient, appInfoClient, login } from './index';

describe('app/api entry', () => {
  it('makes one client per base from the config, lazily', () => {
    expect(apiClient()).toBe(apiClient());
    expect(apiClient().baseUrl).toBe(getConfig().apiBase);
    expect(appInfoClient().baseUrl).toBe(getConfig().appInfoBase);
    expect(typeof login).toBe('function');
  });
});
