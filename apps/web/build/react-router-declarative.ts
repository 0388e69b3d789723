import type { Plugin } from 'vite';

/**
 * React Router as this app uses it: declarative mode only (<BrowserRouter>, <StaticRouter>, useRoutes; no data
 * router, no framework, no React Server Components: apps/web/README.md). Part of React Router's code runs only in
 * those other modes, behind a value this app never gives it, and the bundler cannot know it stays unused: 4.5 KiB
 * gzip of the first download. For the build (`npm run build`; the tests keep the package as it is), each place below
 * is given the value it always has here, so the minifier leaves out what it guarded. Should React Router change one
 * of them, the build fails, to look again; should the app import a data router or framework API, it fails too.
 */
const DECLARATIVE_ONLY: { what: string; count: number; pattern: RegExp; replacement: string }[] = [
  {
    // Framework mode's link prefetching: usePrefetchBehavior() answers "no" whenever there is no framework context
    // (`if (!frameworkContext) return [false, ref, {}]`). Left out: PrefetchPageLinks, route-module and single-fetch
    // addresses. As separate constants, which the minifier follows into the render.
    what: "<Link>'s usePrefetchBehavior(prefetch, rest) call",
    count: 1,
    pattern:
      /let \[shouldPrefetch, prefetchRef, prefetchHandlers\] = usePrefetchBehavior\(\s*prefetch,\s*rest\s*\);/g,
    replacement: 'let shouldPrefetch = false, prefetchRef = null, prefetchHandlers = {};',
  },
  {
    // The data router's <Form> (with useSubmit and useFormAction), which nothing here renders: created at load by a
    // React.forwardRef() call and named, which kept it. Marked pure and left unnamed, it is left out.
    what: '`var Form = React.forwardRef(`',
    count: 1,
    pattern: /var Form = (React\d*\.forwardRef\()/g,
    replacement: 'var Form = /* @__PURE__ */ $1',
  },
  {
    what: '`Form.displayName = "Form";`',
    count: 1,
    pattern: /^Form\.displayName = "Form";$/gm,
    replacement: '',
  },
  {
    // <RouterProvider>'s routes, kept by a React.memo() call at load: marked pure, they are left out with it.
    what: '`var MemoizedDataRoutes = React.memo(DataRoutes2);`',
    count: 1,
    pattern: /var MemoizedDataRoutes = (React\d*\.memo\(DataRoutes2\);)/g,
    replacement: 'var MemoizedDataRoutes = /* @__PURE__ */ $1',
  },
  {
    // useRoutes() matches and draws the routes; a data router's state (its loaders' errors and fallbacks, the
    // error boundary and default error page of each route) comes only from <RouterProvider>.
    what: 'useRoutesImpl(routes, locationArg, dataRouterOpts)',
    count: 1,
    pattern: /function useRoutesImpl\(routes, locationArg, dataRouterOpts\) \{/g,
    replacement: 'function useRoutesImpl(routes, locationArg) { let dataRouterOpts = void 0;',
  },
  {
    what: "_renderMatches' `dataRouterState = dataRouterOpts?.state`",
    count: 1,
    pattern:
      /function _renderMatches\(matches, parentMatches = \[\], dataRouterOpts\) \{\n {2}let dataRouterState = dataRouterOpts\?\.state;/g,
    replacement:
      'function _renderMatches(matches, parentMatches = []) {\n  let dataRouterOpts = void 0, dataRouterState = void 0;',
  },
  {
    // React Server Components' error handling in the routes' error boundary, behind RSCRouterContext (false here).
    what: "the route error boundary's RSC checks (`this.context`)",
    count: 2,
    pattern:
      /if \(this\.context( && typeof error === "object"|\) \{\s*return \/\* @__PURE__ \*\/ React\d*\.createElement\(RSCErrorHandler)/g,
    replacement: 'if (false$1',
  },
  {
    // <NavLink>'s view transition state, read only under a data router (`routerState != null`).
    what: "<NavLink>'s `isTransitioning = routerState != null &&`",
    count: 1,
    pattern: /let isTransitioning = routerState != null &&/g,
    replacement: 'let isTransitioning = false &&',
  },
];

/** What the app must not import from react-router with this build: the data routers, framework and RSC modes. */
const OTHER_MODES =
  /\b(RouterProvider|create(Browser|Hash|Memory|Static)Router|StaticRouterProvider|HydratedRouter|ServerRouter|unstable_\w*RSC\w*)\b/;
const REACT_ROUTER_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]react-router(?:\/dom)?['"]/g;

const REACT_ROUTER_CHUNK = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]chunk-[^\\/]+\.mjs$/;
const APP_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/][^?]*\.tsx?$/;

export function reactRouterDeclarative(): Plugin {
  return {
    name: 'ticketmela:react-router-declarative',
    transform: {
      filter: { id: [REACT_ROUTER_CHUNK, APP_SOURCE] },
      handler(code, id) {
        if (APP_SOURCE.test(id)) {
          for (const [, names = ''] of code.matchAll(REACT_ROUTER_IMPORT)) {
            const other = OTHER_MODES.exec(names);
            if (other) this.error(`${id} imports ${other[0]} from react-router, which this build leaves out`);
          }
          return null;
        }
        if (!code.includes('function LinkWithRef(')) return null;
        let result = code;
        for (const { what, count, pattern, replacement } of DECLARATIVE_ONLY) {
          const found = code.match(pattern)?.length ?? 0;
          if (found !== count) this.error(`${id}: expected ${count} of ${what}, found ${found}`);
          result = result.replace(pattern, (whole: string, group?: unknown) => {
            const replaced = replacement.replace('$1', typeof group === 'string' ? group : '');
            // The same number of lines, so the rest of the file keeps its place in the source map.
            const missingLines = whole.split('\n').length - replaced.split('\n').length;
            return replaced + '\n'.repeat(Math.max(0, missingLines));
          });
        }
        return { code: result, map: null };
      },
    },
  };
}
