import { z } from 'zod';

/** Icon names the block knows; an unknown name shows a neutral mark rather than failing the block. */
export const serviceIcons = ['shipping', 'returns', 'cleaning', 'engraving', 'warranty', 'gift', 'resize', 'certificate'] as const;

export const productServiceSchema = z.object({
  icon: z.string().min(1).max(40),
  title: z.string().min(1),
  text: z.string().optional(),
});

/** The shop's service promises beside a product: free shipping, 30-day returns, lifetime cleaning, engraving… */
export const productServicesBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('product-services'),
  data: z.object({
    title: z.string().optional(),
    items: z.array(productServiceSchema).max(8).default([]),
  }),
});

export type ProductServicesBlock = z.infer<typeof productServicesBlockSchema>;
export type ProductService = z.infer<typeof productServiceSchema>;
