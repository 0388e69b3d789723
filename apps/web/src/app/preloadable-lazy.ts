import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

interface LazyModule<P> {
  default: ComponentType<P>;
}

export type PreloadableLazy<P = object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for a part that can also be loaded ahead of rendering: a route's screen (main.tsx loads the first
 * screen before the first render; entry-server.tsx loads it before rendering a page on the server) or a part of
 * the layout. Once its module is here, rendering the part does not suspend: the loader hands React the module at
 * once (a thenable that calls back synchronously, which React.lazy accepts), so the page is drawn in one go.
 */
export function preloadableLazy<P = object>(load: () => Promise<LazyModule<P>>): PreloadableLazy<P> {
  let loaded: LazyModule<P> | undefined;
  let loading: Promise<LazyModule<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => {
    const ready = loaded;
    if (!ready) return preload();
    // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once is how React.lazy is told the module is loaded
    const alreadyLoaded = { then: (resolve: (module: LazyModule<P>) => void) => resolve(ready) };
    return alreadyLoaded as unknown as Promise<LazyModule<P>>;
  });
  return Object.assign(Lazy, { preload });
}

export function isPreloadableLazy(type: unknown): type is PreloadableLazy {
  return (
    typeof type === 'object' &&
    type !== null &&
    typeof (type as Partial<PreloadableLazy>).preload === 'function'
  );
}
