/** One valid example of every record and message: used by schema tests, fixtures and docs. */
import type { ConfTyp } from './live/envelope.ts';

const t0 = 1_763_769_600_000;

/** A valid record for each confTyp (the key field included). */
export const recordExamples: Record<ConfTyp, Record<string, unknown>> = {
  zone: { f_zone_id: 3, name: '一号棚', area: 667, crop: 'tomato', order: 0 },
  crop: {
    cid: 1,
    name: '番茄一组',
    crop: 'tomato',
    variety: 'Provine',
    plantingDate: '2026-09-01',
    stage: 'flowering',
    zoneIds: [3],
    setpoints: { dayTemp: 24, nightTemp: 17, dayHum: 75, nightHum: 85, co2: 800 },
  },
  sensor: { sid: 11, name: '空气温度', zid: 3, type: 'airTemp', offset: 0, min: -20, max: 60, enabled: true },
  actuator: {
    aid: 21,
    name: '东侧卷膜',
    zid: 3,
    kind: 'roller',
    travelTime: 120,
    interlocks: [],
    enabled: true,
  },
  valve: { vid: 31, name: '一号阀', zid: 3, aid: 25, flowNominal: 40 },
  alarmRule: { rid: 41, sid: 11, high: 35, low: 5, delayS: 60, hysteresis: 1, enabled: true },
  irrigateAlarm: { iid: 42, kind: 'ecBand', low: 1.5, high: 3.5, delayS: 120, enabled: true },
  strategy: {
    stid: 51,
    name: '卷膜温控',
    zoneIds: [3],
    enabled: true,
    priority: 10,
    kind: 'rollFilm',
    params: { aids: [21], openAbove: 24.5, pBand: 4, minOpen: 0, maxOpen: 100, step: 10 },
  },
  irrigationPlan: {
    pid: 61,
    name: '辐射累积灌溉',
    enabled: true,
    trigger: { type: 'radiation', sumJcm2: 100, minRadiation: 150, minIntervalMin: 15, maxIntervalMin: 60 },
    valveIds: [31],
    secondsPerValve: 300,
    recipeId: 71,
  },
  fertRecipe: { rid: 71, name: '番茄开花期', ec: 2.6, ph: 5.8, ratioA: 1, ratioB: 1, ratioAcid: 0.2 },
  fertCenter: {
    fid: 81,
    name: '一号施肥机',
    layout: 'dual',
    tanks: [{ name: 'A', capacityL: 1000 }],
    ecSid: 12,
    phSid: 13,
    flowSid: 14,
    recipeId: 71,
  },
  fog: { gid: 91, zid: 3, mode: 'humidity', target: 75, pulseS: 10, pauseS: 60, enabled: true, aids: [26] },
  heating: {
    hid: 101,
    name: '一号加温环路',
    zid: 3,
    mode: 'auto',
    daySetpoint: 19.5,
    nightSetpoint: 16.5,
    aid: 27,
  },
  network: {
    nid: 111,
    name: '网关',
    kind: 'gateway',
    address: '192.0.2.10',
    signal: -40,
    online: true,
    zid: null,
  },
  backend: { bid: 121, group: 'ventilation', aid: 21, board: 1, channel: 1, travelTime: 120, enabled: true },
  groupPolicy: { gpid: 131, name: '东区', zoneIds: [3], strategyIds: [51] },
  dataSource: { dsid: 141, stid: 51, input: 'airTemp', sids: [11], mode: 'avg', fallbackSid: null },
  output: { oid: 151, stid: 51, aid: 21, command: 'set', value: 40, at: t0 },
  log: { lid: 161, ts: t0, kind: 'manual', aid: 21, message: 'open to 40%' },
  alarm: {
    alid: 171,
    ts: t0,
    source: 'sensor',
    refId: 41,
    severity: 'warning',
    message: 'air temperature high',
    state: 'open',
    clearedAt: null,
    acked: false,
  },
  system: {
    sn: 'GH0001',
    name: '一号基地',
    firmware: '3.2.1',
    time: t0,
    uptimeS: 3600,
    openAlarms: 1,
    timezone: 'Asia/Shanghai',
  },
};

/** A valid payload for each topic name. */
export const messageExamples = {
  'system/conf': { confTyp: 'zone', method: 'query', qryId: 'q-1f3a', para: { f_zone_id: 3 } },
  'system/confack': {
    confTyp: 'zone',
    method: 'list',
    qryId: 'q-1f3a',
    code: 0,
    msg: 'ok',
    data: [recordExamples.zone],
  },
  'system/cmd': { confTyp: 'system', method: 'cmd', qryId: 'q-2', para: { action: 'alarmAck', alid: 171 } },
  'system/cmdack': { confTyp: 'system', method: 'cmd', qryId: 'q-2', code: 0, msg: 'ok' },
  'actuator/cmd': {
    confTyp: 'actuator',
    method: 'cmd',
    qryId: 'q-3',
    para: { aid: 21, action: 'set', value: 40 },
  },
  'actuator/cmdack': {
    confTyp: 'actuator',
    method: 'cmd',
    qryId: null,
    code: 0,
    msg: 'ok',
    data: { aid: 21, state: 'opening', pos: 12, target: 40, mode: 'manual', since: t0 },
  },
  'rotationIrrigation/cmd': {
    confTyp: 'rotationIrrigation',
    method: 'cmd',
    qryId: 'q-4',
    para: { action: 'start', pid: 61 },
  },
  'rotationIrrigation/cmdack': {
    confTyp: 'rotationIrrigation',
    method: 'cmd',
    qryId: 'q-4',
    code: 0,
    msg: 'ok',
    data: {
      state: 'running',
      pid: 61,
      vid: 31,
      valveIndex: 0,
      valveCount: 1,
      remainingS: 300,
      startedAt: t0,
    },
  },
  // action: status | set (setpoints) | start | stop (the grower's: loop to 'manual') | auto (hand back).
  'heating/cmd': {
    confTyp: 'heating',
    method: 'cmd',
    qryId: 'q-5',
    para: { action: 'set', hid: 101, daySetpoint: 20 },
  },
  'heating/cmdack': {
    confTyp: 'heating',
    method: 'cmd',
    qryId: 'q-5',
    code: 0,
    msg: 'ok',
    data: { hid: 101, running: true, supplyTemp: 60, returnTemp: 45, pipeTemp: 52, valve: 40, since: t0 },
  },
  'fertigation/cmd': {
    confTyp: 'fertigation',
    method: 'cmd',
    qryId: 'q-7',
    para: { action: 'refill', fid: 81, tank: 'A' },
  },
  'fertigation/cmdack': {
    confTyp: 'fertigation',
    method: 'cmd',
    qryId: 'q-7',
    code: 0,
    msg: 'ok',
    data: {
      fid: 81,
      state: 'dosing',
      stopReason: null,
      stopTank: null,
      tanks: [
        { name: 'A', role: 'fertilizer', capacityL: 1000, volumeL: 1000, pumpOn: true, doseLph: 12 },
        { name: 'B', role: 'fertilizer', capacityL: 1000, volumeL: 640, pumpOn: true, doseLph: 12 },
        { name: 'Acid', role: 'acid', capacityL: 500, volumeL: 310, pumpOn: false, doseLph: 0 },
      ],
      mixTank: { capacityL: 200, volumeL: 150 },
      ec: 2.5,
      ph: 5.9,
      rid: 71,
      ecTarget: 2.6,
      phTarget: 5.8,
      pid: 61,
      flowLpm: 42,
      pressureBar: 2.1,
      filterDpBar: 0.2,
      ts: t0,
    },
  },
  'sensor/data': { sn: 'GH0001', ts: t0, readings: [{ sid: 11, zid: 3, type: 'airTemp', v: 23.4, q: 0 }] },
  'sensor/query/historyData': {
    confTyp: 'sensor',
    method: 'history',
    qryId: 'q-6',
    para: { sids: [11], from: t0 - 86_400_000, to: t0, step: 300_000 },
  },
  'sensor/historyData': { qryId: 'q-6', code: 0, series: { '11': [[t0, 23.4]] } },
  'system/otaschup': {
    sn: 'GH0001',
    firmware: '3.2.1',
    model: 'GH-C8',
    devices: [{ type: 'roller', model: 'R1', count: 4 }],
    ts: t0,
  },
  'system/otaschdown': { confTyp: 'ota', method: 'query', qryId: 'q-7', para: {} },
} as const;

const demoServer = { sn: 'GH0001', mqttBaseTopic: 'farm/gh0001', name: '一号基地', firmware: '3.2.1' };
const session = { mobile: '13800000000', token: 'eyJhbGciOi.demo.token' };
const device = { uuid: 'b7e1c2d4-demo', agent: 'Mozilla/5.0' };

/** A valid request and answer for each REST call of protocol/rest.ts (the OpenAPI document's examples). */
/** A zone fitted on two weeks of history, judged on the day after. */
const exampleCalibration = {
  sn: 'GH-DEMO-01',
  zone: 1,
  params: {
    coverHeatTransfer: 7.2,
    leakage: 0.8e-4,
    dischargeCoef: 0.68,
    airHeatCapacity: 3.6e4,
    transpirationScale: 0.9,
    pipeTransferScale: 1.1,
  },
  fittedAt: 1_764_115_200_000,
  trainedFrom: 1_762_905_600_000,
  trainedTo: 1_764_028_800_000,
  heldOutDay: '2026-11-25',
  before: { airTemp: 1.9, airHum: 7.4 },
  after: { airTemp: 0.7, airHum: 3.1 },
} as const;

export const restExamples = {
  login: {
    request: { mobile: '13800000000', password: 'demo123456', ...device },
    response: { status: 1, msg: 'success', data: { ...session, servers: [demoServer] } },
  },
  register: {
    request: { mobile: '13800000001', password: 'secret123', smsCode: '123456' },
    response: { status: 1, msg: 'success', data: { msg: 'registered' } },
  },
  sendRegisterCode: {
    request: { phone: '13800000001' },
    response: { status: 1, msg: 'success', data: null },
  },
  sendLoginCode: { request: { phone: '13800000000' }, response: { status: 1, msg: 'success', data: null } },
  deleteAccount: { request: { token: session.token }, response: { status: 1, msg: 'success', data: null } },
  userDetail: {
    request: session,
    response: { status: 1, msg: 'success', data: { mobile: session.mobile, servers: [demoServer] } },
  },
  baseServers: {
    request: session,
    response: { status: 1, msg: 'success', data: { token: session.token, servers: [demoServer] } },
  },
  appInfo: {
    request: { appid: 'greenhouse', version: '1.0.0' },
    response: {
      status: 1,
      msg: 'success',
      data: {
        androidVersion: '1.2.0',
        androidTime: '2026-11-01',
        androidLog: '修复若干问题',
        apkUrl: 'https://example.com/app.apk',
        iosVersion: '1.2.0',
        iosTime: '2026-11-01',
        iosLog: '修复若干问题',
        ipaUrl: 'https://example.com/app.ipa',
      },
    },
  },
  userCost: {
    request: session,
    response: {
      status: 1,
      msg: 'success',
      data: {
        cost: {
          yearlyPayment: { total: 12000, endDate: '2027-01-31' },
          constructCost: { arrearsAmount: 0, lastPaymentDate: '2026-01-15' },
        },
      },
    },
  },
  retrievePassword: {
    request: { mobile: '13800000000', smsCode: '123456', password: 'newsecret1' },
    response: { status: 1, msg: 'success', data: null },
  },
  changePassword: {
    request: { token: session.token, oldPassword: 'demo123456', newPassword: 'newsecret1' },
    response: { status: 1, msg: 'success', data: null },
  },
  zoneCalibration: {
    request: { ...session, sn: 'GH-DEMO-01', zone: 1 },
    response: { status: 1, msg: 'success', data: { calibration: exampleCalibration } },
  },
  saveZoneCalibration: {
    request: { token: session.token, calibration: exampleCalibration },
    response: { status: 1, msg: 'success', data: null },
  },
  deleteZoneCalibration: {
    request: { ...session, sn: 'GH-DEMO-01', zone: 1 },
    response: { status: 1, msg: 'success', data: null },
  },
} as const;
