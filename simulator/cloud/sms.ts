// SMS codes of the simulated cloud: 6 digits, valid 5 minutes, announced on the console.

/** What a code was sent for: registration (sms/code) or login and password reset (sms/safecode). */
export type SmsPurpose = 'register' | 'safe';

type Sent = { code: string; purpose: SmsPurpose; sentAt: number };

export type SmsBook = {
  send(phone: string, purpose: SmsPurpose): string;
  /** True (and the code is used up) when it is the last code sent to the phone for that purpose. */
  take(phone: string, code: string, purpose: SmsPurpose): boolean;
  last(phone: string): (Sent & { phone: string }) | undefined;
  clear(): void;
};

/** How long a code stays valid. */
export const SMS_CODE_TTL_MS = 5 * 60_000;

const sixDigits = (): string => String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');

export function createSmsBook(options: {
  now: () => number;
  log: (line: string) => void;
  randomCode?: () => string;
}): SmsBook {
  const sent = new Map<string, Sent>();
  const make = options.randomCode ?? sixDigits;
  return {
    send(phone, purpose) {
      const code = make();
      sent.set(phone, { code, purpose, sentAt: options.now() });
      options.log(`[cloud] sms code for ${phone} : ${code}`);
      return code;
    },
    take(phone, code, purpose) {
      const entry = sent.get(phone);
      const valid =
        entry !== undefined &&
        entry.code === code &&
        entry.purpose === purpose &&
        options.now() - entry.sentAt < SMS_CODE_TTL_MS;
      if (valid) sent.delete(phone);
      return valid;
    },
    last(phone) {
      const entry = sent.get(phone);
      return entry && { phone, ...entry };
    },
    clear() {
      sent.clear();
    },
  };
}
