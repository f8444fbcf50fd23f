/** The `hyphen` package ships no types: the one pattern module the site uses (src/text/hyphenate.ts). */
declare module 'hyphen/de-1996/index.js' {
  interface Hyphenator {
    hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string;
  }
  const german: Hyphenator;
  export default german;
}
