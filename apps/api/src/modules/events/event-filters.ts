import { createHash } from 'node:crypto';
import { type EventListQuerySchema, MAX_TICKET_PRICE_RUPEES, rupeesToPaise } from '@ticketmela/domain';
import { and, eq, gte, ilike, lt, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { events } from '../../db/schema/events';
import { defineStatement, type Statement } from '../../db/statement';
import { msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';

/*
 * The event list's filters as terms, and the terms rendered for the ORM (eventListConditions) and for the catalog's
 * prepared statements (statementFor, valuesOf), so both kinds of read filter alike by construction.
 */

export type EventListFilters = z.output<typeof EventListQuerySchema> & { organizerId?: string };

const DAY_MS = 24 * 60 * 60 * 1000;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** One condition of the event list's filters: the ORM (eventListConditions) and the prepared reads render the same terms. */
export interface EventFilterTerm {
  column: 'title' | 'categoryId' | 'city' | 'date' | 'pricePaise' | 'organizerId' | 'cancelled';
  operator: 'ilike' | '=' | '>=' | '<' | '<=';
  value: string | number | boolean | Date;
}

/** The same semantics as the web's matchesEventFilters. `organizerId` is resolved from 'me'. */
export function eventFilterTerms(filters: EventListFilters, now: Date): EventFilterTerm[] {
  const terms: EventFilterTerm[] = [];
  if (filters.search)
    terms.push({ column: 'title', operator: 'ilike', value: `%${escapeLike(filters.search)}%` });
  if (filters.category) terms.push({ column: 'categoryId', operator: '=', value: filters.category });
  if (filters.city) terms.push({ column: 'city', operator: '=', value: filters.city });
  if (filters.date) {
    // A calendar day in India Standard Time (UTC+05:30, no daylight saving).
    const start = new Date(`${filters.date}T00:00:00+05:30`);
    if (Number.isNaN(start.getTime()))
      throw new AppError('VALIDATION_ERROR', msg('date must be YYYY-MM-DD'), 'date');
    terms.push(
      { column: 'date', operator: '>=', value: start },
      { column: 'date', operator: '<', value: new Date(start.getTime() + DAY_MS) },
    );
  }
  if (filters.maxPrice !== undefined) {
    // No price is above the highest one an event may have: a larger limit is that one (and stays an integer).
    const rupees = Math.min(filters.maxPrice, MAX_TICKET_PRICE_RUPEES);
    terms.push({ column: 'pricePaise', operator: '<=', value: rupeesToPaise(rupees) });
  }
  if (filters.organizerId) terms.push({ column: 'organizerId', operator: '=', value: filters.organizerId });
  if (filters.upcoming) {
    terms.push(
      { column: 'cancelled', operator: '=', value: false },
      { column: 'date', operator: '>=', value: now },
    );
  }
  return terms;
}

const ORM_OPERATORS = { ilike, '=': eq, '>=': gte, '<': lt, '<=': lte } as const;

/** The list's filters as the ORM's condition (undefined: no filter). */
export function eventListConditions(filters: EventListFilters, now: Date): SQL | undefined {
  const conditions = eventFilterTerms(filters, now).map((term) =>
    ORM_OPERATORS[term.operator](events[term.column], term.value as never),
  );
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * A yes/no term written into the statement's text instead of passed as a parameter: the catalog's indexes are partial
 * (`where cancelled = false`, decision 0045), and PostgreSQL uses a partial index for a prepared statement's generic
 * plan only when the text itself says so.
 */
function inlined(term: EventFilterTerm): string | undefined {
  return typeof term.value === 'boolean' ? String(term.value) : undefined;
}

/**
 * The ceilings (rupees) a price limit is rounded up to for the planner. The statement says `price_paise <= :f and
 * price_paise <= <the ceiling>`: the second condition changes no answer (the limit is at most the ceiling), but it
 * lets PostgreSQL weigh the limit from the column's statistics in a plan made once per ceiling, where it used to plan
 * every request for its value to find free events by the price index and the rest by the date index (decision 0048).
 * A limit above the last ceiling gets none: it lets through nearly every event, as the generic plan assumes.
 */
const PRICE_PLAN_CEILINGS_RUPEES = [0, 100, 250, 500, 1000, 2000, 5000, 10_000, 25_000];
const PRICE_PLAN_CEILINGS_PAISE = PRICE_PLAN_CEILINGS_RUPEES.map(rupeesToPaise);

function planCeiling(term: EventFilterTerm): number | undefined {
  if (term.column !== 'pricePaise') return undefined;
  return PRICE_PLAN_CEILINGS_PAISE.find((ceiling) => ceiling >= (term.value as number));
}

/** A term as the statement's SQL over `e`, its value the parameter `:f<index>` unless it is written in. */
function termSql(term: EventFilterTerm, index: number): string {
  const column = `e."${events[term.column].name}"`;
  const condition = `${column} ${term.operator} ${inlined(term) ?? `:f${index}`}`;
  const ceiling = planCeiling(term);
  return ceiling === undefined ? condition : `${condition} and ${column} <= ${ceiling}`;
}

/** One statement per shape (which filters, in which order), defined the first time the shape is asked for. */
const statements = new Map<string, Statement<string, unknown>>();

/**
 * The prepared statement of one kind of read for these terms: `build` gets the terms as SQL over the events table
 * aliased `e`, each value a parameter f0, f1, ... (valuesOf), so the text depends only on which filters are present.
 */
export function statementFor<Row>(
  kind: string,
  terms: EventFilterTerm[],
  extraParams: string[],
  build: (where: string) => string,
): Statement<string, Row> {
  const shape = `${kind}:${terms
    .map((term) => `${term.column}${term.operator}${inlined(term) ?? ''}${planCeiling(term) ?? ''}`)
    .join(',')}`;
  let statement = statements.get(shape);
  if (!statement) {
    const where = terms.length === 0 ? 'true' : terms.map(termSql).join(' and ');
    const name = `events_${kind}_${createHash('sha1').update(shape).digest('hex').slice(0, 12)}`;
    statement = defineStatement<unknown>(
      name,
      [...terms.flatMap((term, index) => (inlined(term) === undefined ? [`f${index}`] : [])), ...extraParams],
      build(where),
      // Which index serves a search word depends on the word (in every tenth title or in one), so such a read is
      // planned for its values each time (decision 0045).
      { planEachRun: terms.some((term) => term.column === 'title') },
    );
    statements.set(shape, statement);
  }
  return statement as Statement<string, Row>;
}

/** The statement's values: the terms' as f0, f1, ..., then the named extras. */
export function valuesOf(
  terms: EventFilterTerm[],
  extras: Record<string, unknown> = {},
): Record<string, unknown> {
  const values: Record<string, unknown> = { ...extras };
  terms.forEach((term, index) => {
    if (inlined(term) === undefined) values[`f${index}`] = term.value;
  });
  return values;
}
