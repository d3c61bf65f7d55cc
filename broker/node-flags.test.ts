import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brokerNodeFlags } from './node-flags.ts';

describe("the broker process's V8 flags", () => {
  it('are the ones `npm run broker` starts with', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts.broker).toBe(`node ${brokerNodeFlags.join(' ')} --import tsx broker/cli.ts`);
  });
});
