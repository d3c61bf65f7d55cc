/**
 * aedes `authenticate`: credentials -> identity, or a CONNACK refusal (code 4, or 3 if the check
 * failed; 2 for a client id that is not the identity's). aedes runs this before it closes an older
 * client of the same id, so a refused id takes nobody over.
 */
import type { AuthenticateError, Client } from 'aedes';
import { canUseClientId } from '../acl.ts';
import type { Authenticator } from '../auth.ts';
import type { HandlerContext } from './context.ts';

type Done = (error: AuthenticateError | null, success: boolean | null) => void;

export function authenticateHandler(ctx: HandlerContext, authenticator: Authenticator) {
  return (client: Client, username: string | undefined, password: Buffer | undefined, done: Done): void => {
    authenticator(username, password?.toString('utf8')).then(
      (result) => {
        const idCheck = result.ok ? canUseClientId(result.identity, client.id) : undefined;
        if (result.ok && idCheck?.ok) {
          ctx.identities.set(client, result.identity);
          return done(null, true);
        }
        const [reason, returnCode] = result.ok
          ? [idCheck && !idCheck.ok ? idCheck.reason : 'bad client id', 2]
          : [result.reason, result.returnCode];
        ctx.stats.denied('auth');
        ctx.log(`[broker] connect refused for ${client.id} (${username ?? 'no username'}): ${reason}`);
        // aedes answers CONNACK with this code and closes the connection.
        done(Object.assign(new Error(reason), { returnCode }), null);
      },
      // createAuthenticator never rejects; this only guards a policy that breaks that promise.
      (error: unknown) => done(Object.assign(new Error(String(error)), { returnCode: 3 }), null),
    );
  };
}
