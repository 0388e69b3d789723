import base from './vite.config.ts';
export default {
  ...base,
  plugins: [
    ...(base.plugins ?? []),
    {
      name: 'analyze',
      generateBundle(_o, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          if (!/^assets\/(index|paths)/.test(chunk.fileName)) continue;
          console.log('\n==', chunk.fileName, chunk.code.length);
          const rows = Object.entries(chunk.modules).map(([id, m]) => [
            m.renderedLength,
            id.replace(/.*node_modules\//, ''),
          ]);
          rows.sort((a, b) => b[0] - a[0]);
          for (const [n, id] of rows.slice(0, 40)) console.log(String(n).padStart(8), id);
        }
      },
    },
  ],
};
