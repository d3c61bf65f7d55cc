/**
 * actuator/cmd: manual control; the ack carries the actuator's state report (docs/design/protocol.md), and a
 * refusal for an interlock also names the running partner (`interlockedWith`, protocol interlockRefusal).
 */
import { ackOf, type Handler } from '../context.ts';

export const actuatorCmd: Handler<'actuator/cmd'> = {
  answerOn: 'actuator/cmdack',
  handle(ctx, request) {
    const result = ctx.actuators.command(request.para, 'manual');
    const data = result.interlockedWith
      ? { ...result.report, interlockedWith: result.interlockedWith }
      : result.report;
    return { payload: ackOf(request, result.code, result.msg, data) };
  },
};
