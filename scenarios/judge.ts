/** Judges one expectation's check against what the app-side client saw (MQTT) or asks the cloud (REST). */
import type { AppWatch } from './app-watch.ts';
import type { Bilingual } from './bilingual.ts';
import type { Check } from './expectations.ts';
import type { RestSession } from './rest-session.ts';

/** What was seen, in both languages (the console shows one, the CLI report the English). */
export type Verdict = { ok: boolean; detail: Bilingual };

const both = (zh: string, en: string): Bilingual => ({ zh, en });

/** A base is online while its readings keep coming: the last within this much simulated time. */
export const onlineWithinMs = 90_000;

const within = (v: number | undefined | null, b: { gte?: number; lte?: number }) =>
  typeof v === 'number' && (b.gte === undefined || v >= b.gte) && (b.lte === undefined || v <= b.lte);

/** The value at a dotted path ('data.cost.total', 'data.servers.0.sn'). */
export function pick(value: unknown, path: string): unknown {
  let at: unknown = value;
  for (const key of path.split('.')) at = at && typeof at === 'object' ? Reflect.get(at, key) : undefined;
  return at;
}

export type JudgeContext = {
  watch: AppWatch;
  rest: RestSession;
  now: () => number;
  /** The qryId a request step with this id went out with. */
  qryIdOf: (stepId: string) => string | undefined;
};

/** A verdict at once, from what the watch saw; a REST check asks the cloud (a promise). */
export function judge(check: Check, ctx: JudgeContext): Verdict | Promise<Verdict> {
  const { watch } = ctx;
  switch (check.kind) {
    case 'trainee':
      // The player leaves these to the class board (simulator/class/); a lone judgement sees nothing.
      return { ok: false, detail: both('由班级看板按学员判断', 'judged per trainee on the class board') };
    case 'actuator': {
      const a = watch.actuator(check.server, check.aid);
      const ok =
        a !== undefined &&
        (check.state === undefined || a.state === check.state) &&
        (check.position === undefined || within(a.pos, check.position));
      return {
        ok,
        detail: a
          ? both(`状态 ${a.state}，位置 ${a.pos ?? '-'}`, `state ${a.state}, position ${a.pos ?? '-'}`)
          : both('还没有收到状态', 'no report seen'),
      };
    }
    case 'reading': {
      const v = watch.reading(check.server, check.zid, check.sensor);
      return {
        ok: within(v, check),
        detail: v === undefined ? both('还没有读数', 'no reading seen') : both(`读数 ${v}`, `reading ${v}`),
      };
    }
    case 'alarm': {
      const open = watch
        .alarms(check.server)
        .filter(
          (a) =>
            a.state === 'open' &&
            (check.rule === undefined || (a.source === 'sensor' && a.refId === check.rule)) &&
            (check.source === undefined || a.source === check.source),
        );
      return {
        ok: open.length > 0 === check.open,
        detail: both(`${open.length} 条符合的报警未关闭`, `${open.length} matching open`),
      };
    }
    case 'reply': {
      const qryId = ctx.qryIdOf(check.step);
      const code = qryId ? watch.reply(qryId) : undefined;
      return {
        ok: code === check.code,
        detail:
          code === undefined ? both('还没有应答', 'no reply yet') : both(`代码 ${code}`, `code ${code}`),
      };
    }
    case 'online': {
      const last = watch.lastData(check.server);
      const online = last !== undefined && ctx.now() - last <= onlineWithinMs;
      return {
        ok: online === check.online,
        detail: online ? both('数据正常上报', 'readings coming') : both('最近没有数据', 'no recent readings'),
      };
    }
    case 'rest':
      return judgeRest(check, ctx);
  }
}

async function judgeRest(check: Extract<Check, { kind: 'rest' }>, ctx: JudgeContext): Promise<Verdict> {
  const { status, json } = await ctx.rest.get(check.path, check.mobile);
  const value = check.json ? pick(json, check.json.path) : undefined;
  const ok =
    (check.status === undefined || status === check.status) &&
    (check.json === undefined || JSON.stringify(value) === JSON.stringify(check.json.equals));
  const shown = check.json ? `${check.json.path} = ${JSON.stringify(value)}` : '';
  return {
    ok,
    detail: both(`HTTP ${status}${shown ? `，${shown}` : ''}`, `HTTP ${status}${shown ? `, ${shown}` : ''}`),
  };
}
