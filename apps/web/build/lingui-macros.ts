import { transformAsync } from '@babel/core';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`, `plural`: decision 0044) turned into catalog look-ups by its Babel plugin,
 * only in the files that import a macro; the React plugin handles the rest alone. Babel is called directly: the
 * Rolldown Babel plugin needs Node 22, the project supports Node 20.
 */
export function linguiMacros(configPath: string): Plugin {
  const linguiConfig = getConfig({ configPath });
  return {
    name: 'ticketmela:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (
        !/\.tsx?$/.test(file) ||
        file.includes('/node_modules/') ||
        !/@lingui\/(react|core)\/macro/.test(code)
      ) {
        return null;
      }
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
