/** jsdom ships no types: the one constructor the chaos soak's app clients use for the app's globals. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
