import { describe, expect, test } from 'vitest';
import { isSafeReturnPath, peekReturnTo, rememberReturnTo, returnPathFromState } from './return-to';

describe('return path', () => {
  test('only same-site paths are accepted', () => {
    expect(isSafeReturnPath('/events/1')).toBe(true);
    expect(isSafeReturnPath('//evil.example')).toBe(false);
    expect(isSafeReturnPath('/\\evil.example')).toBe(false);
    expect(isSafeReturnPath('https://evil.example')).toBe(false);
    expect(isSafeReturnPath('/login')).toBe(false);
  });

  test('remembers a path in sessionStorage', () => {
    rememberReturnTo('/events/42');
    expect(peekReturnTo()).toBe('/events/42');
    rememberReturnTo('https://evil.example');
    expect(peekReturnTo()).toBe('/events/42');
  });

  test('reads `from` as a string or a location object', () => {
    expect(returnPathFromState({ from: '/dashboard' })).toBe('/dashboard');
    expect(returnPathFromState({ from: { pathname: '/ticket/1', search: '?x=1', hash: '' } })).toBe(
      '/ticket/1?x=1',
    );
    expect(returnPathFromState({ from: '//evil.example' })).toBeNull();
    expect(returnPathFromState(null)).toBeNull();
  });
});
