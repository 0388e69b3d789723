import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import domainDisplayHi from '@ticketmela/domain/locales/hi.display.json' with { type: 'json' };
import domainHi from '@ticketmela/domain/locales/hi.json' with { type: 'json' };
import apiHi from '../locales/hi.json' with { type: 'json' };
import type { Message } from './message';
import { translate } from './translate';

/**
 * A text that arrives as finished English, as a Message the catalogs can translate: the domain's messages (a zod
 * issue's, a rule's refusal) and English kept in a row (a door refusal, a cancellation's reason). The domain writes its English as plain
 * text, values filled in (`Must be at most 100 characters`); its catalog (packages/domain/src/locales/hi.json) and
 * the API's are keyed by the ICU template (`Must be at most {max} characters`). A text that is a key is its own
 * template; else the most specific template it fills is found and its values read back, so the Hindi gets them.
 * A text no template makes stays English.
 */
export function messageOfText(text: string): Message {
  if (EXACT.has(text)) return { id: text };
  for (const template of templates()) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    template.groups.forEach((name, index) => {
      const value = match[index + 1];
      if (value === undefined || Object.hasOwn(values, name)) return;
      values[name] = template.counts.has(name) ? Number(value) : value;
    });
    const message = { id: template.id, values };
    // The English of the template with these values must be the text again (a plural branch chosen by the count)
    if (translate('en', message) === text) return message;
  }
  return { id: escapeIcu(text) };
}

/** A text shown as it is in every language: what a person typed (an organizer's own policy, say). */
export function asIs(text: string): Message {
  return { id: escapeIcu(text) };
}

/** Text as an ICU template that shows it as it is: apostrophes doubled, braces quoted. */
export function escapeIcu(text: string): string {
  // `#` is special only inside a plural, which a plain text has none of
  return text.replace(/'/g, "''").replace(/[{}]/g, (brace) => `'${brace}'`);
}

const EXACT = new Set(
  [...Object.keys(domainHi), ...Object.keys(domainDisplayHi), ...Object.keys(apiHi)].filter(
    (key) => !key.includes('{'),
  ),
);

interface Template {
  id: string;
  pattern: RegExp;
  /** The value each capturing group reads, in order. */
  groups: string[];
  /** Values a plural chooses by: read back as numbers. */
  counts: Set<string>;
  /** Characters of fixed text: the more, the more specific the template. */
  fixed: number;
}

let compiledTemplates: Template[] | null = null;

function templates(): Template[] {
  if (compiledTemplates) return compiledTemplates;
  const found: Template[] = [];
  for (const id of [...Object.keys(domainHi), ...Object.keys(apiHi)]) {
    if (!id.includes('{')) continue;
    const template = templateOf(id);
    if (template) found.push(template);
  }
  compiledTemplates = found.sort((a, b) => b.fixed - a.fixed || a.id.localeCompare(b.id));
  return compiledTemplates;
}

function templateOf(id: string): Template | null {
  let tokens: CompiledMessage;
  try {
    tokens = compileMessageOrThrow(id);
  } catch {
    return null;
  }
  const groups: string[] = [];
  const counts = new Set<string>();
  const fixed = { length: 0 };
  const source = patternOf(typeof tokens === 'string' ? [tokens] : tokens, groups, counts, fixed, null);
  return { id, pattern: new RegExp(`^${source}$`, 's'), groups, counts, fixed: fixed.length };
}

function patternOf(
  tokens: CompiledMessage,
  groups: string[],
  counts: Set<string>,
  fixed: { length: number },
  count: string | null,
): string {
  let source = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      fixed.length += token.length;
      source += token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      continue;
    }
    const [name, type, choices] = token;
    if (name === '#' && count) {
      groups.push(count);
      source += '(-?\\d+(?:[.,]\\d+)*)';
    } else if ((type === 'plural' || type === 'select' || type === 'selectordinal') && isChoices(choices)) {
      if (type !== 'select') counts.add(name);
      const branches = Object.entries(choices)
        .filter(([key]) => key !== 'offset')
        .map(([, branch]) => patternOf(branch as CompiledMessage, groups, counts, { length: 0 }, name));
      source += `(?:${branches.join('|')})`;
    } else {
      groups.push(name);
      source += '(.+?)';
    }
  }
  return source;
}

function isChoices(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
