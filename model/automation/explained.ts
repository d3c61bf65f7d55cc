/**
 * Proposals whose reason (a sentence) and why (the data behind it) are worked out on first read:
 * a decision proposes for every actuator every time, but a reason is read only when the target
 * changes (resolve's log line) or when someone asks for the outcomes, and formatting numbers
 * into sentences cost more than the decision itself (a simulated year in seconds).
 * The explanation must read only values fixed at the time of proposing (numbers, records), so
 * that it says the same whenever it is read.
 */
import type { DecisionWhy } from '../../protocol/index.ts';
import type { ActuatorTarget, AutomationLogKind, Proposal } from './types.ts';

export type Explanation = { reason: string; why?: DecisionWhy };

/** A proposal's fields but its reason and why. */
export type Unexplained = {
  aid: number;
  target: ActuatorTarget;
  rank: number;
  source: string;
  stid?: number;
  kind: AutomationLogKind;
  quiet?: boolean;
};

class ExplainedProposal implements Proposal {
  readonly aid: number;
  readonly target: ActuatorTarget;
  readonly rank: number;
  readonly source: string;
  readonly stid: number | undefined;
  readonly kind: AutomationLogKind;
  readonly quiet: boolean | undefined;
  private explain: (() => Explanation) | null;
  private explanation: Explanation | null;

  constructor(fields: Unexplained, explain: (() => Explanation) | null, explanation: Explanation | null) {
    this.aid = fields.aid;
    this.target = fields.target;
    this.rank = fields.rank;
    this.source = fields.source;
    this.stid = fields.stid;
    this.kind = fields.kind;
    this.quiet = fields.quiet;
    this.explain = explain;
    this.explanation = explanation;
  }

  private explained(): Explanation {
    if (!this.explanation) {
      // The constructor's callers give one of the two: explain is there until it is called.
      if (this.explain === null) throw new Error('[automation] a proposal with neither reason nor explain');
      this.explanation = this.explain();
      this.explain = null;
    }
    return this.explanation;
  }

  get reason(): string {
    return this.explained().reason;
  }

  get why(): DecisionWhy | undefined {
    return this.explained().why;
  }
}

/** A proposal that explains itself when its reason or why is first read. */
export function explained(fields: Unexplained, explain: () => Explanation): Proposal {
  return new ExplainedProposal(fields, explain, null);
}

/**
 * A proposal whose reason is known already. Every module's proposals are of this one class, so
 * that resolve, which reads them all on every decision, sees one shape (V8 deoptimised it, and
 * compiled it again, as new literal shapes came in over a simulated year).
 */
export function proposal(fields: Unexplained & Explanation): Proposal {
  return new ExplainedProposal(fields, null, { reason: fields.reason, why: fields.why });
}
