/** A new grower's account with no bound controller: the cloud lists none, then base 1 once the installer binds it. */
import { demoFarm } from '../fixtures/farms.ts';
import { defineScenario } from './scenario.ts';

/** The seeded account without a server (fixtures/accounts.ts `noServer`, password grow123456). */
const newGrower = '13800000001';
const base1 = demoFarm.servers[0]?.server;
if (!base1) throw new Error('the demo farm has no server');
const baseServers = '/api/v1/easygrow/general/user/base_server';

export default defineScenario({
  name: 'first-login-no-server',
  title: { zh: '首次登录，还没有基地', en: 'First login, no server yet' },
  description:
    '一个刚注册的种植者 (13800000001，密码 grow123456) 第一次登录：云端没有绑定任何控制器，首页是空的，app 引导去' +
    '添加基地。五分钟后安装人员把一号基地绑定到这个账号，刷新后它就出现了。(A freshly registered grower ' +
    '(13800000001, password grow123456) logs in for the first time: no controller is bound in the cloud, the home ' +
    'screen is empty and the app leads to adding a base. Five minutes in, the installer binds base 1 to the account ' +
    'and after a refresh it appears.)',
  teaches: [
    '新用户登录后看到的空状态和引导 (the empty state and guidance a new grower sees)',
    '基地列表来自云端：绑定后刷新即可看到 (the base list comes from the cloud: refresh after binding)',
    "绑定是云端的事，控制器一直在运行 (binding is the cloud's business; the controller runs all along)",
  ],
  farm: { name: 'demo' },
  start: { timeOfDay: '09:00' },
  seed: 7,
  durationMs: '10m',
  timeline: [
    {
      at: '0m',
      do: 'narrate',
      title: { zh: '新用户登录', en: 'A new grower logs in' },
      note: '退出体验账号，用 13800000001 / grow123456 登录。(Log out of the demo account and log in as 13800000001 / grow123456.)',
    },
    {
      at: '1m',
      do: 'narrate',
      note: '首页是空的：没有基地，app 提示添加基地或联系安装人员。(The home screen is empty: no base, and the app suggests adding one or calling the installer.)',
    },
    {
      at: '5m',
      do: 'cloud',
      method: 'POST',
      path: '/sim/control/bind',
      body: { mobile: newGrower, server: base1 },
      title: { zh: '绑定一号基地', en: 'Bind base 1' },
      note: '安装人员把一号基地绑定到这个账号。下拉刷新：一号基地出现了，实时数据马上进来。(The installer binds base 1 to the account. Pull to refresh: base 1 appears and live values flow in.)',
    },
  ],
  expect: [
    {
      id: 'no-servers',
      title: { zh: '云端基地列表为空', en: 'the cloud lists no server' },
      within: ['0m', '5m'],
      mode: 'always',
      check: {
        kind: 'rest',
        mobile: newGrower,
        path: baseServers,
        status: 200,
        json: { path: 'data.servers', equals: [] },
      },
    },
    {
      id: 'profile-empty',
      title: { zh: '用户资料里也没有基地', en: 'the profile has no server either' },
      within: ['1m', '5m'],
      check: {
        kind: 'rest',
        mobile: newGrower,
        path: '/api/v2/auth_related/user/detail',
        status: 200,
        json: { path: 'data.servers', equals: [] },
      },
    },
    {
      id: 'base-1-bound',
      title: { zh: '绑定后列出一号基地', en: 'base 1 is listed after binding' },
      within: ['5m', '10m'],
      check: {
        kind: 'rest',
        mobile: newGrower,
        path: baseServers,
        json: { path: 'data.servers.0.sn', equals: base1.sn },
      },
    },
  ],
});
