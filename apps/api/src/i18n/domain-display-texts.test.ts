import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as domain from '@ticketmela/domain';
import { INDIAN_STATES, REFUND_TIER_LABELS } from '@ticketmela/domain';
import display from '@ticketmela/domain/locales/hi.display.json' with { type: 'json' };
import validation from '@ticketmela/domain/locales/hi.json' with { type: 'json' };
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Every text the domain gives people has its Hindi (decision 0044): the exported label tables and messages
 * (`*_LABELS`, `*_MESSAGES`, `*_TITLES`, `*_MESSAGE`), the states' names, and the templates of `displayText(...)`
 * calls. Their Hindi is in hi.display.json (or, for a schema's validation message, hi.json).
 */

/** The domain's sources (packages/domain/src). */
const srcDir = path.resolve(import.meta.dirname, '../../../../packages/domain/src');
const hindi: Record<string, string> = { ...validation, ...display };
const KEY_FIELDS = new Set(['tier', 'code', 'kind']);

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, field]) => (KEY_FIELDS.has(key) ? [] : textsOf(field)));
  }
  return [];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * The templates given to displayText: string literals passed to it, and those of the tables a call picks its template
 * from (arrays of strings in an object literal, in a file that calls displayText).
 */
function displayTemplates(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('displayText(')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && node.expression.getText() === 'displayText') {
        const [first] = node.arguments;
        if (first && ts.isStringLiteralLike(first)) found.push(first.text);
      } else if (
        ts.isStringLiteralLike(node) &&
        ts.isArrayLiteralExpression(node.parent) &&
        ts.isPropertyAssignment(node.parent.parent)
      ) {
        found.push(node.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe("the domain's texts in Hindi", () => {
  it('every label table and message has its Hindi', () => {
    const texts = Object.entries(domain)
      .filter(([name]) => /(_LABELS|_MESSAGES|_TITLES|_MESSAGE)$/.test(name))
      .flatMap(([, value]) => textsOf(value));
    const all = [
      ...texts,
      ...INDIAN_STATES.map((state) => state.name),
      ...REFUND_TIER_LABELS.map((t) => t.label),
    ];
    expect([...new Set(all)].filter((text) => !Object.hasOwn(hindi, text))).toEqual([]);
  });

  it('every displayText template has its Hindi, with the same placeholders', () => {
    const templates = [...new Set(displayTemplates())];
    expect(templates.filter((template) => !Object.hasOwn(hindi, template))).toEqual([]);
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const mismatched = templates.filter(
      (template) =>
        Object.hasOwn(hindi, template) &&
        placeholders(template).join() !== placeholders(hindi[template] as string).join(),
    );
    expect(mismatched).toEqual([]);
  });
});
