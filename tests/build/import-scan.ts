/**
 * The module specifiers a TypeScript source file imports: static imports (also `import type`),
 * re-exports (`export … from`), side-effect imports and dynamic `import('…')`. A small tokenizer
 * rather than a regex over the raw text, so that comments, strings, template literals and regular
 * expressions that merely contain the word "import" are never taken for imports. (TypeScript 7's
 * npm package has no JS API to lean on.)
 */
type Token = { kind: 'word' | 'punct'; text: string } | { kind: 'string'; value: string };

// After these words a '/' starts a regular expression, not a division.
const REGEX_AFTER_WORD = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'yield',
  'await',
]);

function regexAllowed(previous: Token | undefined): boolean {
  if (!previous) return true;
  if (previous.kind === 'string') return false;
  if (previous.kind === 'word') return REGEX_AFTER_WORD.has(previous.text);
  return !/^[)\]}]$/.test(previous.text);
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  // Brace depth at which each open template literal's `${` began, so its closing '}' resumes the template.
  const templateDepths: number[] = [];
  let depth = 0;
  let i = 0;
  const readTemplate = () => {
    // i is just after '`' or after the '}' closing a substitution
    while (i < source.length) {
      const c = source[i];
      if (c === '\\') i += 2;
      else if (c === '`') {
        i++;
        tokens.push({ kind: 'string', value: '' });
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        i += 2;
        templateDepths.push(depth);
        depth++;
        tokens.push({ kind: 'punct', text: '${' });
        return;
      } else i++;
    }
  };
  while (i < source.length) {
    const c = source[i] as string;
    const next = source[i + 1];
    if (/\s/.test(c)) i++;
    else if (c === '/' && next === '/') i = source.indexOf('\n', i) < 0 ? source.length : source.indexOf('\n', i);
    else if (c === '/' && next === '*') i = source.indexOf('*/', i + 2) < 0 ? source.length : source.indexOf('*/', i + 2) + 2;
    else if (c === '"' || c === "'") {
      let j = i + 1;
      let value = '';
      while (j < source.length && source[j] !== c && source[j] !== '\n') {
        if (source[j] === '\\') j++;
        else value += source[j];
        j++;
      }
      tokens.push({ kind: 'string', value });
      i = j + 1;
    } else if (c === '`') {
      i++;
      readTemplate();
    } else if (c === '/' && regexAllowed(tokens.at(-1))) {
      let j = i + 1;
      let inClass = false;
      while (j < source.length && source[j] !== '\n' && (inClass || source[j] !== '/')) {
        if (source[j] === '\\') j++;
        else if (source[j] === '[') inClass = true;
        else if (source[j] === ']') inClass = false;
        j++;
      }
      i = j + 1;
      while (i < source.length && /[a-z]/i.test(source[i] as string)) i++;
      tokens.push({ kind: 'string', value: '' });
    } else if (/[\w$]/.test(c)) {
      const word = /^[\w$]+/.exec(source.slice(i, i + 200))?.[0] ?? c;
      tokens.push({ kind: 'word', text: word });
      i += word.length;
    } else {
      if (c === '{') depth++;
      if (c === '}') {
        depth--;
        if (templateDepths.at(-1) === depth) {
          templateDepths.pop();
          i++;
          readTemplate();
          continue;
        }
      }
      tokens.push({ kind: 'punct', text: c });
      i++;
    }
  }
  return tokens;
}

const isWord = (token: Token | undefined, text: string) => token?.kind === 'word' && token.text === text;
const isPunct = (token: Token | undefined, text: string) => token?.kind === 'punct' && token.text === text;

/** The specifier of `… from '<here>'` for the import/export clause starting at `start`, if the clause has one. */
function fromClause(tokens: Token[], start: number): string | null {
  let braces = 0;
  for (let j = start; j < tokens.length; j++) {
    const token = tokens[j] as Token;
    if (isPunct(token, '{')) braces++;
    else if (isPunct(token, '}')) braces--;
    else if (braces === 0 && (isPunct(token, ';') || isPunct(token, '=') || isPunct(token, '('))) return null;
    else if (braces === 0 && isWord(token, 'from')) {
      const spec = tokens[j + 1];
      return spec?.kind === 'string' ? spec.value : null;
    }
    // `export { a }` followed by the next statement: the clause ended without a `from`.
    else if (braces === 0 && j > start && isPunct(tokens[j - 1], '}') && token.kind === 'word') return null;
  }
  return null;
}

export function importsOf(source: string): string[] {
  const tokens = tokenize(source);
  const found: string[] = [];
  tokens.forEach((token, i) => {
    if (isPunct(tokens[i - 1], '.')) return; // x.import(…), import.meta
    const next = tokens[i + 1];
    if (isWord(token, 'import')) {
      if (isPunct(next, '.')) return;
      if (isPunct(next, '(')) {
        const spec = tokens[i + 2];
        if (spec?.kind === 'string' && spec.value) found.push(spec.value);
        return;
      }
      if (next?.kind === 'string') {
        found.push(next.value);
        return;
      }
    } else if (!isWord(token, 'export')) return;
    const spec = fromClause(tokens, i + 1);
    if (spec) found.push(spec);
  });
  return found;
}
