// jsdom ships no types and only its constructor and window are used here (sanitizeHtml.ts).
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}
