import { z } from 'zod';
import { IsoDateTimeSchema, textInput } from './common';

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
  name: textInput({
    max: 60,
    required: 'Category name is required',
    tooLong: 'Category name must be at most 60 characters',
  }),
  description: textInput({
    max: 300,
    multiline: true,
    tooLong: 'Description must be at most 300 characters',
  }).optional(),
});
export type CreateCategoryBody = z.infer<typeof CreateCategoryBodySchema>;
