import fs from 'node:fs';
import { audit, type Violation } from '../support/axe.ts';
import { loginWithPassword } from '../support/auth.ts';
import { users } from '../support/cloud.ts';
import { expect, test } from '../support/fixtures.ts';
const mock = JSON.parse(fs.readFileSync('/tmp/console-mock.json', 'utf8'));
test('axe /trainer', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/recording|404/);
  await page.route('**/sim/world/scenarios', (r) => r.fulfill({ json: mock.library }));
  await page.route('**/sim/world/events', (r) => r.fulfill({ json: mock.events }));
  await page.route('**/sim/world/scenario', (r) => r.fulfill({ json: mock.run }));
  await loginWithPassword(page, users.demo);
  await page.goto('/trainer');
  await expect(page.getByTestId('trainer-expectation').first()).toBeVisible();
  const found: Violation[] = [];
  await audit(page, '/trainer', found, { withShell: true });
  console.log(JSON.stringify(found.map((v) => [v.id ?? '', (v as { impact?: string }).impact, (v as { nodes?: unknown[] }).nodes?.length ?? 0, JSON.stringify(v).slice(0, 300)]), null, 1));
});
