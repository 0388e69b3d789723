import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import domainHi from '@ticketmela/domain/locales/hi.json' with { type: 'json' };
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import apiHi from '../locales/hi.json' with { type: 'json' };
import mailHi from '../locales/hi.mail.json' with { type: 'json' };
import { messageOfText } from './known-text';
import { msg } from './message';
import { translate } from './translate';

// Every text the API shows a person has its Hindi (decision 0044): the API's msg() templates in src/locales/hi.json
// (its e-mails' in hi.mail.json), the domain's validation messages in packages/domain/src/locales/hi.json. The
// English template is the key: `msg('Only {left} seats are left', { left })` needs "Only {left} seats are left".

const API_SRC = fileURLToPath(new URL('..', import.meta.url));
const DOMAIN_SRC = fileURLToPath(new URL('../../../../packages/domain/src', import.meta.url));

const catalogs = {
  api: apiHi as Record<string, string>,
  mail: mailHi as Record<string, string>,
  domain: domainHi as Record<string, string>,
};
const merged: Record<string, string> = { ...catalogs.domain, ...catalogs.api, ...catalogs.mail };

function sourceFiles(root: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    files.push(path.join(entry.parentPath, entry.name));
  }
  return files.sort();
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function where(node: ts.Node, root: string): string {
  const source = node.getSourceFile();
  const { line } = source.getLineAndCharacterOfPosition(node.getStart());
  return `${path.relative(root, source.fileName)}:${line + 1}`;
}

const isText = (node: ts.Node) =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

/** The API's msg() templates, and the texts that did not go through msg(). */
function scanApi() {
  const templates = new Map<string, string[]>();
  const problems: string[] = [];
  for (const file of sourceFiles(API_SRC)) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'msg') {
        const [first] = node.arguments;
        if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
          templates.set(first.text, [...(templates.get(first.text) ?? []), where(node, API_SRC)]);
        } else {
          problems.push(`${where(node, API_SRC)}: msg() needs its English template as a string literal`);
        }
      }
      if (ts.isNewExpression(node) && node.expression.getText() === 'AppError') {
        const text = node.arguments?.[1];
        if (text && isText(text)) {
          problems.push(
            `${where(node, API_SRC)}: new AppError(code, ${text.getText().slice(0, 60)}…) is English only; write msg('…')`,
          );
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
  }
  return { templates, problems };
}

// The domain's messages are plain English (zod and the web read them as they are); the API finds each one's
// template in the catalog by its text (known-text.ts). A message is a string in a message's place: a zod check's
// `error`/`message`, the text options of textInput (`required`, `tooLong`, `notText`), a rule's `problem`, a
// constant or table named …_MESSAGE(S), what a …Message() function or a refusal helper returns.
const MESSAGE_PROPERTIES = new Set(['message', 'error', 'required', 'tooLong', 'notText', 'problem']);
const MESSAGE_NAME = /_MESSAGES?$|Message$/;
const MESSAGE_HELPERS = new Set(['refused', 'optionalText']);
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'gt',
  'gte',
  'lt',
  'lte',
  'regex',
  'email',
  'url',
  'uuid',
  'int',
  'positive',
  'nonnegative',
  'negative',
  'nonpositive',
  'multipleOf',
  'startsWith',
  'endsWith',
  'includes',
  'nonempty',
  'refine',
]);

/**
 * A message's shape for comparing code with catalog: what is written stays, every value is `{}` (`${max}` in the
 * code, `{max}` or a whole plural in the catalog), and values side by side (`${count} ${word}`) are one.
 */
const collapse = (shape: string) => shape.replace(/\{\}(?:\s*\{\})+/g, '{}');

function shapeOfTemplate(template: string): string {
  const walk = (tokens: CompiledMessage): string =>
    tokens.map((token) => (typeof token === 'string' ? token : '{}')).join('');
  const tokens = compileMessageOrThrow(template);
  return collapse(typeof tokens === 'string' ? tokens : walk(tokens));
}

/** The shapes an expression in a message's place can give: one per branch, values as `{}`. */
function shapesOf(node: ts.Expression): string[] {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return shapesOf(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    return [collapse(node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join(''))];
  }
  if (ts.isConditionalExpression(node)) return [...shapesOf(node.whenTrue), ...shapesOf(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken) {
      return [...shapesOf(node.left), ...shapesOf(node.right)];
    }
    if (operator === ts.SyntaxKind.PlusToken) {
      const [left] = shapesOf(node.left);
      const [right] = shapesOf(node.right);
      if (left !== undefined && right !== undefined) return [collapse(left + right)];
    }
    return [];
  }
  if (ts.isArrowFunction(node))
    return ts.isBlock(node.body) ? returnedShapes(node.body) : shapesOf(node.body);
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.flatMap((property) =>
      ts.isPropertyAssignment(property) ? shapesOf(property.initializer) : [],
    );
  }
  return [];
}

function returnedShapes(body: ts.Node): string[] {
  const shapes: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && node !== body.parent) return;
    if (ts.isReturnStatement(node) && node.expression) shapes.push(...shapesOf(node.expression));
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return shapes;
}

/** The domain's messages, by shape, with where each is written (as the code writes it, for the failure). */
function scanDomain() {
  const messages = new Map<string, string[]>();
  for (const file of sourceFiles(DOMAIN_SRC)) {
    const add = (node: ts.Expression) => {
      for (const shape of shapesOf(node)) {
        // A message has words; a code ('CONFLICT') or a field name beside it in a refusal is no message
        if (!/[A-Za-z]{2}/.test(shape) || !/\s/.test(shape)) continue;
        messages.set(shape, [...(messages.get(shape) ?? []), where(node, DOMAIN_SRC)]);
      }
    };
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && MESSAGE_PROPERTIES.has(node.name.getText())) add(node.initializer);
      if (ts.isVariableDeclaration(node) && node.initializer && MESSAGE_NAME.test(node.name.getText())) {
        add(node.initializer);
      }
      if (ts.isFunctionDeclaration(node) && node.name && MESSAGE_NAME.test(node.name.text) && node.body) {
        for (const statement of node.body.statements)
          if (ts.isReturnStatement(statement) && statement.expression) add(statement.expression);
      }
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : '';
        const isCheck = ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(name);
        if (MESSAGE_HELPERS.has(name) || isCheck) {
          for (const argument of node.arguments) if (isText(argument)) add(argument);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
  }
  return messages;
}

function argumentsOf(template: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , choices] = token;
      if (name !== '#') names.add(name);
      if (choices && typeof choices === 'object') {
        for (const [key, branch] of Object.entries(choices))
          if (key !== 'offset') walk(branch as CompiledMessage);
      }
    }
  };
  const tokens = compileMessageOrThrow(template);
  if (typeof tokens !== 'string') walk(tokens);
  return [...names].sort();
}

/** An apostrophe next to {, }, # or another apostrophe starts an ICU quote: the English would lose text. */
const ICU_QUOTE = /'[{}#']/;

const list = (entries: Iterable<[string, string[]]>) =>
  [...entries].map(([text, sites]) => `  ${JSON.stringify(text)}  (${sites.join(', ')})`).join('\n');

describe('the Hindi catalogs', () => {
  const api = scanApi();

  test('every msg() has a string literal template, and no AppError is given a plain string', () => {
    expect(api.problems, api.problems.join('\n')).toEqual([]);
  });

  test('every msg() template has its Hindi', () => {
    const missing = [...api.templates].filter(([template]) => !Object.hasOwn(merged, template));
    expect(
      missing.length,
      `Add these to apps/api/src/locales/hi.json (e-mails: hi.mail.json), keyed by the English template:\n${list(missing)}`,
    ).toBe(0);
  });

  test('every domain validation message has its Hindi, keyed by its ICU template', () => {
    const shapes = new Set(Object.keys(catalogs.domain).map(shapeOfTemplate));
    const missing = [...scanDomain()].filter(([shape]) => !shapes.has(shape));
    expect(
      missing.length,
      `Add these to packages/domain/src/locales/hi.json, keyed by the English with each \${value} as a named ICU ` +
        `placeholder ({max}; a plural as {count, plural, one {{count} ticket} other {{count} tickets}}). {} marks ` +
        `a value:\n${list(missing)}`,
    ).toBe(0);
  });

  test('the templates are ICU an English reader sees as written, and each Hindi keeps its placeholders', () => {
    const wrong: string[] = [];
    for (const [name, catalog] of Object.entries(catalogs)) {
      for (const [english, hindi] of Object.entries(catalog)) {
        const at = `${name}: ${JSON.stringify(english)}`;
        if (ICU_QUOTE.test(english)) wrong.push(`${at}: an apostrophe before {, }, # or ' is an ICU quote`);
        try {
          const expected = argumentsOf(english);
          const got = argumentsOf(hindi);
          if (expected.join() !== got.join()) wrong.push(`${at}: Hindi has {${got}} for {${expected}}`);
        } catch (error) {
          wrong.push(`${at}: ${(error as Error).message}`);
        }
        if (hindi.trim() === '' || hindi === english) wrong.push(`${at}: no Hindi`);
      }
    }
    for (const template of api.templates.keys()) {
      if (ICU_QUOTE.test(template))
        wrong.push(`${JSON.stringify(template)}: an apostrophe before {, }, # or '`);
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  test('a domain message filled in is found again: its template and its values', () => {
    const wrong: string[] = [];
    for (const template of Object.keys(catalogs.domain)) {
      const values = Object.fromEntries(argumentsOf(template).map((name, index) => [name, index + 2]));
      const english = translate('en', msg(template, values));
      const found = messageOfText(english);
      if (translate('hi', found) !== translate('hi', msg(template, values))) {
        wrong.push(`${JSON.stringify(english)} read back as ${JSON.stringify(found)}`);
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});

describe('plurals through translate()', () => {
  const heldSeats = msg(
    'You are already holding {held, plural, one {{held} ticket} other {{held} tickets}} for this event in another payment, and one person can hold at most {max} at a time. Complete that payment, or try again when it expires in about {minutes, plural, one {{minutes} minute} other {{minutes} minutes}}.',
  );
  const at = (count: number) => ({ ...heldSeats, values: { held: count, max: 10, minutes: count } });

  test.each([
    [0, '0 tickets', '0 minutes'],
    [1, '1 ticket', '1 minute'],
    [2, '2 tickets', '2 minutes'],
    [5, '5 tickets', '5 minutes'],
  ])('English says %i as "%s" and "%s"', (count, tickets, minutes) => {
    const english = translate('en', at(count));
    expect(english).toContain(`holding ${tickets} for this event`);
    expect(english).toContain(`in about ${minutes}.`);
  });

  test.each([0, 1, 2, 5])('Hindi says %i with its count, in Devanagari', (count) => {
    const hindi = translate('hi', at(count));
    expect(hindi).not.toBe(translate('en', at(count)));
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    expect(hindi).toContain(`${count} टिकट`);
    expect(hindi).toContain(`${count} मिनट`);
  });

  test('Hindi counts 0 and 1 as one, English only 1', () => {
    const form = msg('{n, plural, one {one} other {other}}');
    const categories = (locale: 'en' | 'hi') =>
      [0, 1, 2, 5].map((n) => translate(locale, { ...form, values: { n } }));
    expect(categories('en')).toEqual(['other', 'one', 'other', 'other']);
    // Not in a catalog, so Hindi falls back to the template, chosen by Hindi's rules
    expect(categories('hi')).toEqual(['one', 'one', 'other', 'other']);
  });
});
