/** aedes `authenticate`: credentials -> identity, or a CONNACK refusal (code 4, or 3 if the check failed). */
import type { AuthenticateError, Client } from 'aedes';
import type { Authenticator } from '../auth.ts';
import type { HandlerContext } from './context.ts';

type Done = (error: AuthenticateError | null, success: boolean | null) => void;

export function authenticateHandler(ctx: HandlerContext, authenticator: Authenticator) {
  return (client: Client, username: string | undefined, password: Buffer | undefined, done: Done): void => {
    authenticator(username, password?.toString('utf8')).then(
      (result) => {
        if (result.ok) {
          ctx.identities.set(client, result.identity);
          return done(null, true);
        }
        ctx.stats.denied('auth');
        ctx.log(`[broker] connect refused for ${client.id} (${username ?? 'no username'}): ${result.reason}`);
        // aedes answers CONNACK with this code and closes the connection.
        done(Object.assign(new Error(result.reason), { returnCode: result.returnCode }), null);
      },
      // createAuthenticator never rejects; this only guards a policy that breaks that promise.
      (error: unknown) => done(Object.assign(new Error(String(error)), { returnCode: 3 }), null),
    );
  };
}
