/**
 * What a careless or hostile grower's app might publish on a base's request topics: bytes that are
 * not JSON, JSON cut short, requests that break their schema, a confTyp named like an object's
 * member, and a payload nested too deep. The controller must refuse each and stay up.
 */
import { ackTopicOf } from '../../protocol/topics.ts';

const requestTopicNames = Object.keys(ackTopicOf);

const text = (value: string) => Buffer.from(value, 'utf8');

export function badPayload(base: string, index: number): { topic: string; payload: Buffer } {
  const topic = `${base}/${requestTopicNames[index % requestTopicNames.length]}`;
  switch (index % 6) {
    case 0:
      return { topic, payload: Buffer.from([0xff, 0x00, 0x13, index & 0xff, 0x7b]) };
    case 1:
      return { topic, payload: text('{"confTyp":"crop","method":"add","qryId":"x') };
    case 2:
      return {
        topic,
        payload: text(JSON.stringify({ confTyp: 'crop', method: 'add', qryId: `bad-${index}` })),
      };
    case 3:
      return {
        topic,
        payload: text(
          JSON.stringify({ confTyp: 'constructor', method: 'update', qryId: `p-${index}`, para: {} }),
        ),
      };
    case 4:
      return {
        topic,
        payload: text(
          JSON.stringify({ confTyp: 'crop', method: 'add', qryId: `v-${index}`, para: { name: 7 } }),
        ),
      };
    default:
      return { topic, payload: text(`${'['.repeat(500)}${']'.repeat(500)}`) };
  }
}
