/**
 * The contract monitor: every publish on a known topic is decoded with the protocol codec
 * and checked against that topic's schema. Topics outside the contract are not judged.
 */
import { decode, defaultLimits, type CodecLimits } from '../protocol/codec.ts';
import { parseTopic } from '../protocol/topics.ts';
import { validateMessage } from '../protocol/live/validate.ts';

export type Verdict =
  { judged: false } | { judged: true; ok: true } | { judged: true; ok: false; reason: string };

export type ContractMonitor = (topic: string, payload: Uint8Array | string) => Verdict;

export function createContractMonitor(maxPayloadBytes = defaultLimits.maxBytes): ContractMonitor {
  const limits: CodecLimits = { ...defaultLimits, maxBytes: maxPayloadBytes };
  return (topic, payload) => {
    const parsed = parseTopic(topic);
    if (!parsed.ok) return { judged: false };
    const decoded = decode(payload, limits);
    if (!decoded.ok) return { judged: true, ok: false, reason: `${decoded.reason}: ${decoded.detail}` };
    const checked = validateMessage(parsed.name, decoded.value);
    return checked.ok ? { judged: true, ok: true } : { judged: true, ok: false, reason: checked.reason };
  };
}
