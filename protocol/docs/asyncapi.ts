/** The MQTT contract as an AsyncAPI 3.0 document, generated from the zod schemas of protocol/. */
import { ackTopicOf, baseTopicNames, controllerSubscriptions, type BaseTopicName } from '../topics.ts';
import { contractMessages } from './asyncapi-messages.ts';
import { description, parameters, topicText } from './asyncapi-text.ts';
import type { Message } from './message.ts';
import { camelName, SchemaComponents } from './json-schema.ts';

type Ref = { $ref: string };
type Channel = {
  address: string;
  title: string;
  description: string;
  parameters: Record<string, { description: string; examples: string[] }>;
  messages: Record<string, Ref>;
};

/** The AsyncAPI 3.0 document of every topic and message. */
export function asyncApiDocument(): Record<string, unknown> {
  const schemas = new SchemaComponents();
  const m = contractMessages(schemas);
  const messages: Record<string, Message> = {};
  const refs = (list: Message[]) =>
    Object.fromEntries(list.map((msg) => [msg.name, { $ref: `#/components/messages/${msg.name}` }]));
  const channels: Record<string, Channel> = {};
  const channelOf = (
    id: string,
    address: string,
    text: string,
    list: Message[],
    param: keyof typeof parameters,
  ) => {
    for (const msg of list) messages[msg.name] = msg;
    channels[id] = {
      address: `{${param}}/${address}`,
      title: address,
      description: text,
      parameters: { [param]: parameters[param] },
      messages: refs(list),
    };
  };

  const topicMessages = (topic: BaseTopicName): Message[] => {
    if (topic === 'system/conf') return m.confRequests;
    if (topic === 'system/confack') return [...m.confAnswers, m.refusal];
    const own = m[topic];
    return topic.endsWith('ack') ? [own, m.refusal] : [own];
  };
  for (const topic of baseTopicNames)
    channelOf(camelName(topic), topic, topicText[topic], topicMessages(topic), 'base');
  channelOf(
    'debugOtaschup',
    'system/otaschup',
    'Debug channel: controller -> cloud',
    [m['system/otaschup']],
    'debugBase',
  );
  channelOf(
    'debugOtaschdown',
    'system/otaschdown',
    'Debug channel: cloud -> controller',
    [m['system/otaschdown']],
    'debugBase',
  );
  channelOf(
    'cloudCmdack',
    'system/cmdack',
    'Cloud channel: online state of the servers a user holds',
    [m.serverOnline],
    'cloudBase',
  );

  return {
    asyncapi: '3.0.0',
    info: { title: 'Greenhouse HIL controller contract (MQTT)', version: '1.0.0', description },
    defaultContentType: 'application/json',
    servers: {
      harnessWs: {
        host: '127.0.0.1:8883',
        pathname: '/mqtt/',
        protocol: 'ws',
        description: 'npm start (GH_BROKER_WS_PORT)',
      },
      harnessTcp: { host: '127.0.0.1:1883', protocol: 'mqtt', description: 'npm start (GH_BROKER_TCP_PORT)' },
    },
    channels,
    operations: operations(channels),
    components: { messages, schemas: schemas.toJson('draft-7') },
  };
}

/** send per request topic (with its reply), receive per answer or report topic. */
function operations(channels: Record<string, Channel>): Record<string, unknown> {
  const ops: Record<string, unknown> = {};
  const messagesOf = (id: string) =>
    Object.keys(channels[id]!.messages).map((name) => ({ $ref: `#/channels/${id}/messages/${name}` }));
  for (const topic of controllerSubscriptions) {
    const ackTopic = ackTopicOf[topic];
    const id = camelName(topic);
    const ackId = camelName(ackTopic);
    ops[`send${cap(id)}`] = {
      action: 'send',
      title: `${topic} (QoS ${topic === 'system/conf' ? 1 : 0})`,
      channel: { $ref: `#/channels/${id}` },
      messages: messagesOf(id),
      reply: { channel: { $ref: `#/channels/${ackId}` }, messages: messagesOf(ackId) },
      bindings: { mqtt: { qos: topic === 'system/conf' ? 1 : 0, retain: false, bindingVersion: '0.2.0' } },
    };
  }
  for (const id of [
    ...new Set(Object.values(ackTopicOf).map(camelName)),
    'sensorData',
    'debugOtaschdown',
    'cloudCmdack',
  ])
    ops[`receive${cap(id)}`] = {
      action: 'receive',
      channel: { $ref: `#/channels/${id}` },
      messages: messagesOf(id),
    };
  ops.sendDebugOtaschup = {
    action: 'send',
    channel: { $ref: '#/channels/debugOtaschup' },
    messages: messagesOf('debugOtaschup'),
  };
  return ops;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
