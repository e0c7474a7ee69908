import { z } from 'zod';

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be a slug');
const slugs = z.array(slug).max(20).optional();
/** Whole euros, as the catalogue's URL has them. */
const euros = z.number().int().min(0).max(1_000_000).optional();

/** What an answer adds to the catalogue query: filter slugs as the catalogue URL names them, a price range. */
export const quizFiltersSchema = z.object({
  categories: slugs,
  collections: slugs,
  materials: slugs,
  stones: slugs,
  head_styles: slugs,
  stone_shapes: slugs,
  min: euros,
  max: euros,
});

export const quizAnswerSchema = z.object({
  id: slug,
  label: z.string().trim().min(1),
  filters: quizFiltersSchema.default({}),
});

export const quizQuestionSchema = z.object({
  id: slug,
  title: z.string().trim().min(1),
  answers: z.array(quizAnswerSchema).min(2).max(6),
});

/**
 * A short quiz (up to 5 questions) that ends in products from the catalogue: the chosen
 * answers' filters together make the catalogue query (recommend.ts).
 */
export const quizzesBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('quizzes'),
  data: z.object({
    title: z.string().trim().min(1).optional(),
    intro: z.string().optional(),
    questions: z.array(quizQuestionSchema).max(5).default([]),
    /** Products recommended at the end. */
    count: z.number().int().min(1).max(6).default(3),
    result_title: z.string().trim().min(1).optional(),
  }),
});

export type QuizzesBlock = z.infer<typeof quizzesBlockSchema>;
export type QuizFilters = z.infer<typeof quizFiltersSchema>;
