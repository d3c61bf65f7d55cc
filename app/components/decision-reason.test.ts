import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { decisionReason } from './decision-reason';

describe('decisionReason', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  it("says a known code in the grower's language with its values", async () => {
    const output = { why: { code: 'ventAir', v: { air: 26.4, openAbove: 24.5 } }, reason: 'air 26.4 °C' };
    expect(decisionReason(output)).toBe('室温 26.4 °C，开窗温度 24.5 °C');
    await i18n.changeLanguage('en');
    expect(decisionReason(output)).toBe('air 26.4 °C, vents open above 24.5 °C');
    await i18n.changeLanguage('zh-CN');
  });

  it("falls back to the controller's text for an unknown code or none", () => {
    expect(decisionReason({ why: { code: 'frostGuard', v: {} }, reason: 'frost' })).toBe('frost');
    expect(decisionReason({ why: null, reason: 'night' })).toBe('night');
  });
});
