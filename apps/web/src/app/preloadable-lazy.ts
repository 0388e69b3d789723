import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

interface ScreenModule {
  default: ComponentType;
}

export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * React.lazy for a route's screen that can also be loaded ahead of rendering (main.tsx loads the first screen
 * before the first render). Once its module is here, rendering the screen does not suspend: the loader hands
 * React the module at once (a thenable that calls back synchronously, which React.lazy accepts), so the page is
 * drawn in one go rather than a 'Loading...' frame first and the page a moment later.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let loaded: ScreenModule | undefined;
  let loading: Promise<ScreenModule> | undefined;
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
  const Screen = lazy(() => {
    const ready = loaded;
    if (!ready) return preload();
    // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once is how React.lazy is told the module is loaded
    const alreadyLoaded = { then: (resolve: (module: ScreenModule) => void) => resolve(ready) };
    return alreadyLoaded as unknown as Promise<ScreenModule>;
  });
  return Object.assign(Screen, { preload });
}

export function isLazyScreen(type: unknown): type is LazyScreen {
  return (
    typeof type === 'object' && type !== null && typeof (type as Partial<LazyScreen>).preload === 'function'
  );
}
