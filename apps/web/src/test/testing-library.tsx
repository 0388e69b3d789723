/**
 * @testing-library/react as every web test imports it (vitest.config.ts points the name here), with each render
 * inside Lingui's provider (setup.ts activates English): the components' messages come from it as they do in the
 * app. setup.ts cleans up after each test, as the library itself would.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  type RenderHookOptions,
  type RenderOptions,
  renderHook as renderHookPure,
  render as renderPure,
} from '@testing-library/react/pure';
import type { ComponentType, ReactNode } from 'react';

export * from '@testing-library/react/pure';

function withI18n(Wrapper: ComponentType<{ children: ReactNode }> | undefined) {
  return function I18nWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Wrapper ? <Wrapper>{children}</Wrapper> : children}</I18nProvider>;
  };
}

export function render(ui: ReactNode, options: RenderOptions = {}) {
  return renderPure(ui, { ...options, wrapper: withI18n(options.wrapper as never) });
}

export function renderHook<Result, Props>(
  callback: (props: Props) => Result,
  options: RenderHookOptions<Props> = {},
) {
  return renderHookPure(callback, { ...options, wrapper: withI18n(options.wrapper as never) });
}
