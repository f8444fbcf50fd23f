/**
 * Whether this machine has a font of a language's own font stack, for `npm run lighthouse`.
 *
 * The site ships no web fonts: a Chinese or Japanese page is set in the fonts the
 * visitor's system has, from the stacks of src/styles/tokens.css (`--font-ja`, …) that
 * src/styles/global.css picks per `:lang()`. A phone has one of them; a server often has none, and
 * then Chromium shapes every Han and Kana run through its last-resort fallback, which costs the
 * emulated phone several times the style and layout time of an English page (Lighthouse counts it as
 * Total Blocking Time). A Lighthouse figure of a CJK page measured without such a font is not a
 * phone's, so the script looks first: as root it installs Debian's Noto CJK fonts (the `Noto Sans
 * CJK JP/SC/TC` of the stacks), otherwise it says what is missing and goes on.
 *
 * The stacks are read from the two style sheets, so they stay the one source of the families.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { aptGetInstall, type RunCommand } from './apt-get.ts';
import { projectRoot } from './paths.ts';

/** The Debian package with the Noto CJK families of the stacks. */
export const CJK_FONT_PACKAGE = 'fonts-noto-cjk';

/** Generic and system keywords of a font-family list: not families fontconfig lists. */
const GENERIC = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-sans-serif',
  'ui-serif',
  'ui-monospace',
  '-apple-system',
]);

/** The custom properties (`--font-…`) a `font-family` value names through `var()`. */
const variablesOf = (value: string): string[] => [...value.matchAll(/var\(\s*(--[\w-]+)\s*\)/g)].map((m) => m[1]!);

/** `font-family` declarations of the rules whose selector names `:lang(<iso>)`, in sheet order. */
function fontFamilyRules(globalCss: string): Array<{ langs: string[]; value: string }> {
  const rules: Array<{ langs: string[]; value: string }> = [];
  for (const match of globalCss.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const langs = [...match[1]!.matchAll(/:lang\(\s*([\w-]+)\s*\)/g)].map((m) => m[1]!);
    const family = /(?:^|;)\s*font-family\s*:\s*([^;]+)/.exec(match[2]!);
    if (langs.length > 0 && family) rules.push({ langs, value: family[1]!.trim() });
  }
  return rules;
}

/** The families of custom property `name` in `tokensCss` (quotes removed, generic keywords left out). */
function familiesOf(name: string, tokensCss: string): string[] {
  const declaration = new RegExp(`${name}\\s*:\\s*([^;]+);`).exec(tokensCss);
  if (!declaration) throw new Error(`src/styles/tokens.css: no ${name}`);
  return declaration[1]!
    .split(',')
    .map((family) => family.trim().replace(/^['"]|['"]$/g, ''))
    .filter((family) => family && !GENERIC.has(family.toLowerCase()));
}

/**
 * The families a page in language `iso` (e.g. `ja`) gets beyond those of an English page: the
 * variables of its `:lang()` rule that the English rule does not name. Empty for a Latin-script language.
 */
export function languageFontFamilies(iso: string, globalCss: string, tokensCss: string): string[] {
  const rules = fontFamilyRules(globalCss);
  const english = new Set(rules.filter((rule) => rule.langs.includes('en')).flatMap((rule) => variablesOf(rule.value)));
  const own = rules
    .filter((rule) => rule.langs.includes(iso))
    .flatMap((rule) => variablesOf(rule.value))
    .filter((name) => !english.has(name));
  return [...new Set(own.flatMap((name) => familiesOf(name, tokensCss)))];
}

/** Family names in the output of `fc-list : family` (one font per line, its names comma-separated). */
export function parseFcList(output: string): Set<string> {
  const families = new Set<string>();
  for (const line of output.split('\n')) {
    for (const name of line.split(',')) {
      const family = name.replace(/\\-/g, '-').trim();
      if (family) families.add(family.toLowerCase());
    }
  }
  return families;
}

export type FontCheck =
  | { status: 'not-needed' }
  | { status: 'present'; family: string }
  | { status: 'missing'; families: string[] }
  | { status: 'unknown'; reason: string };

/** Which of `families` (in stack order) `installed` (lower-case names) has first. */
export function checkFamilies(families: readonly string[], installed: ReadonlySet<string>): FontCheck {
  if (families.length === 0) return { status: 'not-needed' };
  const family = families.find((name) => installed.has(name.toLowerCase()));
  return family ? { status: 'present', family } : { status: 'missing', families: [...families] };
}

/** The families of `iso`'s own stack, read from the project's style sheets. */
export function projectLanguageFonts(iso: string): string[] {
  const read = (file: string): string => readFileSync(path.join(projectRoot, 'src', 'styles', file), 'utf8');
  return languageFontFamilies(iso, read('global.css'), read('tokens.css'));
}

/** Checks this machine (fontconfig's `fc-list`) for a font of `iso`'s own stack. */
export function checkMachineFonts(iso: string): FontCheck {
  const families = projectLanguageFonts(iso);
  if (families.length === 0) return { status: 'not-needed' };
  let output: string;
  try {
    output = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return { status: 'unknown', reason: 'fontconfig (`fc-list`) is not available' };
  }
  return checkFamilies(families, parseFcList(output));
}

export interface FontDeps {
  check(iso: string): FontCheck;
  isRoot: boolean;
  run: RunCommand;
}

/**
 * Makes sure the machine has a font of `iso`'s own stack before pages in it are measured: as root,
 * installs CJK_FONT_PACKAGE with apt-get when none is there. Returns the check after that, and a
 * warning to print when the pages will be measured without such a font (undefined when all is well).
 */
export async function ensureLanguageFonts(iso: string, deps: FontDeps): Promise<{ check: FontCheck; warning?: string }> {
  let check = deps.check(iso);
  if (check.status === 'missing' && deps.isRoot) {
    await aptGetInstall([CJK_FONT_PACKAGE], deps.run);
    check = deps.check(iso);
  }
  if (check.status === 'missing') {
    return {
      check,
      warning:
        `no font of the "${iso}" stack (${check.families.join(', ')}) on this machine: Chromium falls back to its last resort, ` +
        `and the performance scores are not a phone's. Install one, e.g. \`apt-get install ${CJK_FONT_PACKAGE}\`.`,
    };
  }
  if (check.status === 'unknown')
    return { check, warning: `cannot tell whether this machine has a font of the "${iso}" stack: ${check.reason}.` };
  return { check };
}
