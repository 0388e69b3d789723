import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Who may read /metrics (decision 0025). With METRICS_TOKEN: whoever sends it as a bearer token. Without: only a
 * scraper on this machine talking to the process directly: the socket's own peer address (never the forwarded one,
 * which a client can write) is loopback and no proxy forwarded the request. nginx also refuses /metrics outside.
 */
export function assertMayReadMetrics(request: FastifyRequest, token: string | undefined): void {
  if (token) {
    const header = request.headers.authorization ?? '';
    if (!sameText(header, `Bearer ${token}`))
      throw new AppError('UNAUTHORIZED', msg('Metrics need the METRICS_TOKEN as a bearer token'));
    return;
  }
  const peer = request.socket.remoteAddress ?? '';
  if (!LOOPBACK.has(peer) || request.headers['x-forwarded-for'] !== undefined)
    throw new AppError(
      'FORBIDDEN',
      msg('Metrics are served to this machine only; set METRICS_TOKEN to scrape them from elsewhere'),
    );
}
