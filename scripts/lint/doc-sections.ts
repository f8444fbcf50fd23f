/**
 * The sections of a markdown document as references name them: the anchor GitHub gives each heading
 * (`#6-building-urls`, `#strapi-5`; github-slugger, the slugger GitHub's own rendering follows) and
 * the number a numbered heading starts with (`## 6. Building URLs` is §6, `### 3.2 The warm
 * publisher` is §3.2). Headings are read with marked's lexer, so a `#` line in a code block is none.
 */
import { existsSync, readFileSync } from 'node:fs';
import GithubSlugger from 'github-slugger';
import { Lexer, type Token } from 'marked';

export interface DocSections {
  /** Heading anchors, without the `#`. */
  anchors: ReadonlySet<string>;
  /** Section numbers of the numbered headings, as written (`6`, `3.2`). */
  numbers: ReadonlySet<string>;
}

/** The plain text of inline tokens: what GitHub slugs (code spans and link texts without their markup). */
function plainText(tokens: readonly Token[]): string {
  return tokens.map((token) => ('tokens' in token && token.tokens ? plainText(token.tokens) : 'text' in token ? token.text : '')).join('');
}

const SECTION_NUMBER = /^(\d+(?:\.\d+)*)\.?(?:\s|$)/;

function docSections(markdown: string): DocSections {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  const numbers = new Set<string>();
  for (const token of new Lexer().lex(markdown)) {
    if (token.type !== 'heading') continue;
    const text = plainText(token.tokens ?? []);
    anchors.add(slugger.slug(text));
    const number = SECTION_NUMBER.exec(text)?.[1];
    if (number) numbers.add(number);
  }
  return { anchors, numbers };
}

const cache = new Map<string, DocSections | undefined>();

/** The sections of the markdown file at an absolute path; undefined when there is no such file. Read once per process. */
export function docSectionsOf(file: string): DocSections | undefined {
  if (!cache.has(file)) cache.set(file, existsSync(file) ? docSections(readFileSync(file, 'utf8')) : undefined);
  return cache.get(file);
}
