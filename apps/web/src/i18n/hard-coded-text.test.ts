import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * No text a person sees is left out of the catalogs (decision 0044): JSX text outside Lingui's <Trans>, a
 * user-facing attribute (aria-label, title, placeholder, alt, label) or a toast given a plain string, fails here.
 * Acronyms and a sample e-mail address are the same in every language; other such text (the brand) says so with an
 * `i18n-exempt` comment on its line or the line before.
 */

const srcDir = path.resolve(import.meta.dirname, '..');
const MACRO_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);
const TOAST_CALLS = /^toast(\.(success|error|loading|custom))?$/;
const LETTER = /\p{L}/u;
/** The same in every language: acronyms (GSTIN, SAC, UPI) and a sample e-mail address. */
const LANGUAGE_NEUTRAL = /^([A-Z0-9]{2,}|\S+@\S+\.\S+)$/;
const isText = (value: string) => LETTER.test(value) && !LANGUAGE_NEUTRAL.test(value.trim());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'test' || entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [full]
      : [];
  });
}

function insideMacro(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxElement(parent) && MACRO_ELEMENTS.has(parent.openingElement.tagName.getText())) return true;
  }
  return false;
}

function hardCodedTexts(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lines = text.split('\n');
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line;
    if (lines[line]?.includes('i18n-exempt') || lines[line - 1]?.includes('i18n-exempt')) return;
    found.push(`${path.relative(srcDir, file)}:${line + 1}: ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isText(node.text) && !insideMacro(node)) {
      report(node, JSON.stringify(node.text.trim()));
    } else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      const literal =
        value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
          ? value.expression
          : value && ts.isStringLiteral(value)
            ? value
            : null;
      if (literal && isText(literal.text))
        report(node, `${node.name.getText()}=${JSON.stringify(literal.text)}`);
    } else if (ts.isCallExpression(node) && TOAST_CALLS.test(node.expression.getText())) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first) && isText(first.text)) {
        report(node, `${node.expression.getText()}(${JSON.stringify(first.text)})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('text a person sees', () => {
  it('comes from the catalogs: no JSX text, user-facing attribute or toast left as a plain string', () => {
    expect(sourceFiles(srcDir).flatMap(hardCodedTexts)).toEqual([]);
  });
});
