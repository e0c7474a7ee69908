import type { BlockProps } from '../types';
import { CaratSection } from '../../kit/carat/carat-section';
import type { SizeToWeightBlock } from './schema';

/** The size-to-weight shape selector: a shape and a size give the carat weight and the stone at true size. Nothing without shapes. */
export function SizeToWeight({ block, locale }: BlockProps<SizeToWeightBlock>) {
  if (block.data.shapes.length === 0) return null;
  const id = `size-to-weight-${block.id}`;
  return (
    <section aria-labelledby={`${id}-title`} data-block="size-to-weight" data-block-id={block.id}>
      <CaratSection id={id} data={block.data} locale={locale} level={2} />
    </section>
  );
}
