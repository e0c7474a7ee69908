import type { TFunction } from 'i18next';
import { caratShapes, type CaratShape } from '../../domain/carat/carat';

/** Texts of the shape selector's island, as plain strings; `{shape}`, `{size}` and `{weight}` are filled in the browser. */
export interface CaratSelectorLabels {
  shape: string;
  size: string;
  weight: string;
  /** The slider's spoken value: "{size}, {weight}". */
  sizeValue: string;
  smaller: string;
  larger: string;
  estimate: string;
  trueSize: string;
  /** The drawing's name: "{shape}, {size}, …". */
  figure: string;
  coin: string;
  trueSizeNote: string;
  loading: string;
  loadError: string;
  retry: string;
  shapes: Record<CaratShape, string>;
}

export function caratSelectorLabels(t: TFunction): CaratSelectorLabels {
  const key = (name: string) => t(`sizeGuide.carat.${name}`);
  return {
    shape: key('shape'),
    size: key('size'),
    weight: key('weight'),
    sizeValue: key('sizeValue'),
    smaller: key('smaller'),
    larger: key('larger'),
    estimate: key('estimate'),
    trueSize: key('trueSize'),
    figure: key('figure'),
    coin: key('coin'),
    trueSizeNote: key('trueSizeNote'),
    loading: t('sizeGuide.loading'),
    loadError: t('sizeGuide.unableToLoadSizeGuide'),
    retry: t('sizeGuide.retry'),
    shapes: Object.fromEntries(caratShapes.map((shape) => [shape, t(`sizeGuide.carat.shapes.${shape}`)])) as Record<CaratShape, string>,
  };
}
