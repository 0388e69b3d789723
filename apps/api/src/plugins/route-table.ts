import type { FastifyInstance, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

export interface RegisteredRoute {
  method: HTTPMethods;
  /** The path as registered, with `:param` placeholders, e.g. `/api/bookings/:id/qr`. */
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route the app registered (HEAD twins excluded): what the authorization matrix walks. */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Registered first, so its onRoute hook sees every route the modules add afterwards. */
export const routeTablePlugin = fp(async (app: FastifyInstance) => {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || !route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue;
      routes.push({ method, url: route.url });
    }
  });
});
