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

  test('bidirectional embeddings, overrides and isolates are refused, in every kind of text', () => {
    const controls = [...'\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069'];
    for (const control of controls) {
      expect(firstMessage(name.safeParse(`evil${control}gpj.exe`))).toBe(DISALLOWED_CHARACTERS_MESSAGE);
      expect(firstMessage(message.safeParse(`line\n${control}two`))).toBe(DISALLOWED_CHARACTERS_MESSAGE);
    }
  });

  test('the directional marks of right-to-left writing (LRM, RLM, ALM) are kept', () => {
    expect(name.parse('\u0627\u0631\u062F\u0648\u200F')).toBe('\u0627\u0631\u062F\u0648\u200F');
    expect(name.parse('Asha \u200E\u061C')).toBe('Asha \u200E\u061C');
  });

  test('passwords may opt in to bidirectional controls: they are never shown, and older ones must still work', () => {
    const password = textInput({ max: 20, trim: false, allowBidiControls: true });
    expect(password.parse('pass\u202Eword')).toBe('pass\u202Eword');
    expect(firstMessage(password.safeParse('pass\u0000word'))).toBe(DISALLOWED_CHARACTERS_MESSAGE);
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
