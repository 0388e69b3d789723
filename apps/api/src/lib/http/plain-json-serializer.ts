import type { FastifySerializerCompiler } from 'fastify/types/schema';

/**
 * For hot read routes: the reply is the DTO the route built (typed by its schema's TypeScript type), written with
 * JSON.stringify instead of validated against the zod schema on every reply. The schema still documents the route
 * (OpenAPI) and types its handler; the DTO mappers build exactly its shape (docs/decisions/0020).
 */
export const plainJsonSerializer: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);
