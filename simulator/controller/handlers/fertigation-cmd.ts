/** fertigation/cmd: status of a fertigation centre and refilling its stock tanks (being built: issue 13). */
import { ackOf, type Handler } from '../context.ts';

export const fertigationCmd: Handler<'fertigation/cmd'> = {
  answerOn: 'fertigation/cmdack',
  handle(_ctx, request) {
    return { payload: ackOf(request, 1, 'fertigation centre model not available yet') };
  },
};
