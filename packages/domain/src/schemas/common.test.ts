import { describe, expect, test } from 'vitest';
import { DISALLOWED_CHARACTERS_MESSAGE, textInput } from './common';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('textInput: the one rule for text input', () => {
  const name = textInput({ max: 10, required: 'Name is required' });
  const message = textInput({ max: 50, multiline: true });

  test('NUL and other control characters are refused', () => {
    for (const value of ['a\u0000b', 'bell\u0007', 'esc\u001b[0m', 'del\u007f']) {
      expect(firstMessage(name.safeParse(value))).toBe(DISALLOWED_CHARACTERS_MESSAGE);
      expect(firstMessage(message.safeParse(value))).toBe(DISALLOWED_CHARACTERS_MESSAGE);
    }
  });

  test('long text keeps tabs and line breaks; single-line text refuses them', () => {
    expect(message.parse('line one\n\tline two\r\n')).toBe('line one\n\tline two');
    expect(firstMessage(name.safeParse('a\nb'))).toBe(DISALLOWED_CHARACTERS_MESSAGE);
  });

  test('a lone surrogate is refused; a real emoji pair is fine', () => {
    expect(firstMessage(name.safeParse('x\uD800'))).toBe(DISALLOWED_CHARACTERS_MESSAGE);
    expect(name.parse('🎉')).toBe('🎉');
  });

  test('text is NFC-normalised and trimmed before its length is checked', () => {
    expect(name.parse('  Cafe\u0301  ')).toBe('Café');
    expect(name.parse('e\u0301'.repeat(10))).toBe('é'.repeat(10));
    expect(firstMessage(name.safeParse('x'.repeat(11)))).toBe('Must be at most 10 characters');
  });

  test('required text refuses blank input with its own message; optional text accepts it', () => {
    expect(firstMessage(name.safeParse('   '))).toBe('Name is required');
    expect(firstMessage(name.safeParse(undefined))).toBe('Name is required');
    expect(message.parse('')).toBe('');
  });
});
