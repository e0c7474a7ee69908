import { z } from 'zod';
import { caratSelectorSchema } from '../../kit/carat/carat-schema';

/** The spec's size-to-weight shape selector: pick a shape and a size, see the carat weight and the stone at true size. */
export const sizeToWeightBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('size-to-weight'),
  data: caratSelectorSchema,
});

export type SizeToWeightBlock = z.infer<typeof sizeToWeightBlockSchema>;
