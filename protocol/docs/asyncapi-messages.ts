/** The messages of the MQTT contract for the AsyncAPI document: payload schemas and examples. */
import { z } from 'zod';
import { messageExamples } from '../examples.ts';
import { actuatorReport } from '../live/actuator.ts';
import { heatingStatus } from '../live/climate.ts';
import { confRecords } from '../live/conf.ts';
import { ack, ackCode, request } from '../live/envelope.ts';
import { fertCenterStatus } from '../live/fertigation.ts';
import { irrigationStatus } from '../live/irrigation.ts';
import { historyData, sensorData } from '../live/sensor.ts';
import { otaschup, serverOnline } from '../live/system.ts';
import { zoneQueryAnswer } from '../live/zone.ts';
import { commandParas, type CommandTopicName } from '../live/validate.ts';
import { confMessages, confTyps } from './conf-messages.ts';
import { camelName, type SchemaComponents } from './json-schema.ts';
import { messageMaker } from './message.ts';

/** The `data` of a successful command ack, per ack topic (validate.ts checks the same). */
const commandAckData = {
  'system/cmdack': z
    .unknown()
    .describe(
      'status: the system record; forecast: { days, issuedAt?, hours? } (hours when asked and offered); others: none',
    ),
  'actuator/cmdack': actuatorReport,
  'rotationIrrigation/cmdack': irrigationStatus,
  'heating/cmdack': z.union([heatingStatus, z.array(heatingStatus)]),
  'fertigation/cmdack': z.union([fertCenterStatus, z.array(fertCenterStatus)]),
} as const;
type CommandAckTopic = keyof typeof commandAckData;

/** Builds the message components; each schema is registered in `schemas`. */
export function contractMessages(schemas: SchemaComponents) {
  // Named first, so the messages refer to them instead of repeating them.
  for (const typ of confTyps) schemas.add(`${typ}Record`, confRecords[typ].record);
  schemas.add('zoneQueryAnswer', zoneQueryAnswer);
  schemas.add('actuatorReport', actuatorReport);
  schemas.add('irrigationStatus', irrigationStatus);
  schemas.add('heatingStatus', heatingStatus);
  schemas.add('fertCenterStatus', fertCenterStatus);
  const message = messageMaker(schemas);
  const example = (topic: keyof typeof messageExamples) => [
    { name: camelName(topic), payload: messageExamples[topic] },
  ];

  const commandRequest = (topic: CommandTopicName, summary: string) =>
    message(
      `${camelName(topic)}Request`,
      summary,
      z.object({ ...request.shape, para: commandParas[topic] }),
      example(topic),
    );
  const commandAnswer = (topic: CommandAckTopic, summary: string) =>
    message(
      `${camelName(topic)}Answer`,
      summary,
      z.object({ ...ack.shape, code: z.literal(0), data: z.optional(commandAckData[topic]) }),
      example(topic),
    );

  const refusal = message(
    'ackRefusal',
    'A refused request: code 1 unknown confTyp/method, 2 bad para, 3 not found, 4 locked, 5 device offline, 6 device did not respond, 7 controller error. data is undefined.',
    z.object({
      ...ack.shape,
      code: z.union(ackCode._zod.def.options.filter((o) => o._zod.def.values[0] !== 0)),
    }),
    [
      {
        name: 'refusal',
        payload: { confTyp: 'zone', method: 'query', qryId: 'q-1', code: 3, msg: 'zone 9 not found' },
      },
    ],
  );

  const { confRequests, confAnswers } = confMessages(message);

  return {
    refusal,
    confRequests,
    confAnswers,
    'system/cmd': commandRequest('system/cmd', 'status, timeSync, logs, alarmAck, reboot, forecast'),
    'actuator/cmd': commandRequest(
      'actuator/cmd',
      'Manual control of one actuator (action auto hands it back)',
    ),
    'rotationIrrigation/cmd': commandRequest(
      'rotationIrrigation/cmd',
      'start/stop/pause/resume/status of a plan',
    ),
    'heating/cmd': commandRequest('heating/cmd', 'status/set/start/stop of a heating loop'),
    'fertigation/cmd': commandRequest('fertigation/cmd', 'status or refill of a fertigation centre'),
    'sensor/query/historyData': commandRequest(
      'sensor/query/historyData',
      'History of sensors: sids, from, to, step',
    ),
    'system/cmdack': commandAnswer('system/cmdack', 'The answer to system/cmd'),
    'actuator/cmdack': commandAnswer(
      'actuator/cmdack',
      'The actuator state: an answer, or a report (qryId null)',
    ),
    'rotationIrrigation/cmdack': commandAnswer(
      'rotationIrrigation/cmdack',
      'Program progress: answer or report',
    ),
    'heating/cmdack': commandAnswer('heating/cmdack', 'Heating loop status: answer or report'),
    'fertigation/cmdack': commandAnswer('fertigation/cmdack', 'Fertigation centre status: answer or report'),
    'sensor/data': message('sensorData', 'Periodic live readings', sensorData, example('sensor/data')),
    'sensor/historyData': message(
      'historyData',
      'The history answer',
      historyData,
      example('sensor/historyData'),
    ),
    'system/otaschup': message(
      'otaschup',
      'Device types, models and firmware (on connect)',
      otaschup,
      example('system/otaschup'),
    ),
    'system/otaschdown': message(
      'otaschdown',
      'A request from the cloud',
      request,
      example('system/otaschdown'),
    ),
    serverOnline: message(
      'serverOnline',
      "A server's online state, as data of the cloud channel's cmdack",
      z.object({ ...ack.shape, code: z.literal(0), data: z.union([serverOnline, z.array(serverOnline)]) }),
      [
        {
          name: 'online',
          payload: {
            confTyp: 'server',
            method: 'online',
            qryId: null,
            code: 0,
            msg: 'ok',
            data: { sn: 'GH0001', online: true, ts: 1_763_769_600_000 },
          },
        },
      ],
    ),
  };
}
