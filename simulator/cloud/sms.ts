// SMS codes of the simulated cloud: 6 digits, valid 5 minutes, announced on the console.

/** What a code was sent for: registration (sms/code) or login and password reset (sms/safecode). */
export type SmsPurpose = 'register' | 'safe';

type Sent = { code: string; purpose: SmsPurpose; sentAt: number; wrong: number };

/** Wrong guesses after which a code is void: the grower must ask for a new one. */
export const wrongCodesAllowed = 5;

/** What checking a code found. */
export type CodeCheck = 'ok' | 'wrong' | 'used-up';

export type SmsBook = {
  send(phone: string, purpose: SmsPurpose): string;
  /**
   * 'ok' (and the code is used up) when it is the last code sent to the phone for that purpose;
   * 'used-up' when this was the fifth wrong guess (the code is void now); 'wrong' otherwise.
   */
  take(phone: string, code: string, purpose: SmsPurpose): CodeCheck;
  last(phone: string): { phone: string; code: string; purpose: SmsPurpose; sentAt: number } | undefined;
  clear(): void;
};

/** How long a code stays valid. */
export const SMS_CODE_TTL_MS = 5 * 60_000;

/** Six digits from the platform's CSPRNG (browser and Node alike). */
const sixDigits = (): string =>
  String((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 1_000_000).padStart(6, '0');

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
      sent.set(phone, { code, purpose, sentAt: options.now(), wrong: 0 });
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
      if (valid) {
        sent.delete(phone);
        return 'ok';
      }
      if (entry === undefined) return 'wrong';
      entry.wrong += 1;
      if (entry.wrong < wrongCodesAllowed) return 'wrong';
      sent.delete(phone);
      return 'used-up';
    },
    last(phone) {
      const entry = sent.get(phone);
      return entry && { phone, code: entry.code, purpose: entry.purpose, sentAt: entry.sentAt };
    },
    clear() {
      sent.clear();
    },
  };
}
