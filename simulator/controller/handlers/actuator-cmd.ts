/** actuator/cmd: manual control; the ack carries the actuator's state report (PROTOCOL.md). */
import { ackOf, type Handler } from '../context.ts';

export const actuatorCmd: Handler<'actuator/cmd'> = {
  answerOn: 'actuator/cmdack',
  handle(ctx, request) {
    const result = ctx.actuators.command(request.para, 'manual');
    return { payload: ackOf(request, result.code, result.msg, result.report) };
  },
};
