import '../data/zod-no-eval';
import { z } from 'zod';
import { caratShapes, parseMm } from '../../domain/carat/carat';

/** A text the merchandiser wrote for one language; empty means "not filled in", so it is refused. */
const text = z.string().trim().min(1).max(500);

export const caratShapeSchema = z.enum(caratShapes);

/** A stone size as the carat tables write it: "6.0", "6" or length x width "7x5". */
export const stoneSizeSchema = z
  .string()
  .trim()
  .refine((mm) => parseMm(mm) !== null, 'must be a size in mm such as "6.0" or "7x5"');

/**
 * The shape selector's data, also the size guide's carat section: texts per language (each falls
 * back to the shop's own copy), the shapes offered in their order, and the shape and size chosen
 * at first (the table's size nearest to `mm`; without one, the size nearest 1 carat).
 */
export const caratSelectorSchema = z.object({
  title: text.optional(),
  intro: text.optional(),
  /** Shapes to offer, in this order; an empty list shows nothing. All 14 by default. */
  shapes: z
    .array(caratShapeSchema)
    .max(caratShapes.length)
    .default([...caratShapes])
    .refine((shapes) => new Set(shapes).size === shapes.length, 'lists a shape more than once'),
  /** The shape chosen at first; one that is not offered gives the first offered. */
  shape: caratShapeSchema.default('round'),
  mm: stoneSizeSchema.optional(),
});

export type CaratSelectorData = z.infer<typeof caratSelectorSchema>;
