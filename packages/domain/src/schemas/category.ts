import { z } from 'zod';
import { IsoDateTimeSchema } from './common';

export const CategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  /** How many events (any state) use the category; GET /api/categories sends it, so an admin table can disable delete. */
  eventCount: z.number().int().optional(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CreateCategoryBodySchema = z.object({
  name: z
    .string({ error: 'Category name is required' })
    .trim()
    .min(1, { error: 'Category name is required' })
    .max(60, { error: 'Category name must be at most 60 characters' }),
  description: z.string().trim().max(300, { error: 'Description must be at most 300 characters' }).optional(),
});
export type CreateCategoryBody = z.infer<typeof CreateCategoryBodySchema>;
