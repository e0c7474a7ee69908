import type { CustomField, Field, Fields } from '@puckeditor/core';
import { useContext, type ReactElement } from 'react';
import type { Locale } from '../../../domain/locale';
import { BlockImageField, type BlockImage } from '../media/media-field';
import { SHOP_PATH } from '../../../api/contract/common';
import { LinkField } from './link-picker';
import { ColorField, SlugListField, StringListField, type SlugSource } from './pickers';
import { FieldProblem, ProblemsContext } from './problems';

/** The part of JSON Schema (as zod's `z.toJSONSchema` writes it) the composer builds fields from. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  minItems?: number;
  const?: unknown;
  pattern?: string;
}

export interface FieldTexts {
  /** The back office's language (the media picker's texts). */
  locale: Locale;
  yes: string;
  no: string;
  none: string;
  search: string;
  add: string;
  remove: (label: string) => string;
  noResults: string;
  onePerLine: string;
  link: { choose: string; search: string; kinds: Record<'page' | 'collection' | 'category' | 'product', string> };
}

/** Property names that name a thing in the shop: they get a picker over the shop's own data. */
const slugSources: Record<string, SlugSource> = {
  collections: 'collections',
  collection_slug: 'collections',
  collection_slugs: 'collections',
  categories: 'categories',
  category_slug: 'categories',
  category_slugs: 'categories',
  materials: 'materials',
  slugs: 'products',
  product_slug: 'products',
  product_slugs: 'products',
};

/** `button_text` -> `Button text`. */
export function fieldLabel(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function branch(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return schema;
  return options.find((option) => option.type !== 'null') ?? schema;
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type);

/**
 * A custom field: its control, and under it the block's problem at the field (Puck's field-type
 * overrides, which show it for the built-in fields, do not reach custom ones).
 */
function custom<Value>(label: string, control: (props: Parameters<CustomField<Value>['render']>[0]) => ReactElement): Field {
  return {
    type: 'custom',
    label,
    render: (props: Parameters<CustomField<Value>['render']>[0]) => (
      <>
        {control(props)}
        <FieldProblem name={props.name} />
      </>
    ),
  };
}

/** An image object of the blocks' schemas (contract/common.ts `imageSchema`): `url` and `alt` at least. */
const isImage = (schema: JsonSchema) => Boolean(schema.properties?.url && schema.properties.alt);

/** The media picker for a block's image, its alt text taken in the language being edited. */
function ImageControl({ value, onChange, label, texts }: { value: BlockImage | undefined; onChange: (value: BlockImage | undefined) => void; label: string; texts: FieldTexts }) {
  const { language } = useContext(ProblemsContext);
  return <BlockImageField value={value} onChange={onChange} label={label} locale={texts.locale} language={language} />;
}

/** A Puck field for one property of a block's data schema. */
export function fieldFor(name: string, raw: JsonSchema, texts: FieldTexts): Field {
  const schema = branch(raw);
  const label = fieldLabel(name);
  const type = typeOf(schema);
  const source = slugSources[name];
  if (schema.enum) {
    return { type: 'select', label, options: schema.enum.map((value) => ({ label: String(value), value: value as string })) };
  }
  if (type === 'string') {
    if (source) return custom<string | string[] | undefined>(label, (props) => <SlugListField {...props} source={source} single texts={texts} label={label} />);
    if (name === 'html') return { type: 'richtext', label };
    // A path inside the shop (contract/common.ts `shopPathSchema`, its pattern in the JSON Schema): the link picker.
    if (schema.pattern === SHOP_PATH.source) return custom<string | undefined>(label, (props) => <LinkField {...props} texts={texts} label={label} />);
    if (/colou?r/.test(name)) return custom<string | undefined>(label, (props) => <ColorField {...props} label={label} />);
    if (/^(text|intro|description|body|subtitle|sub_title|answer|question|long_text)$/.test(name)) return { type: 'textarea', label };
    return { type: 'text', label };
  }
  if (type === 'integer' || type === 'number') {
    return { type: 'number', label, ...(schema.minimum !== undefined ? { min: schema.minimum } : {}), ...(schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER ? { max: schema.maximum } : {}) };
  }
  if (type === 'boolean') {
    return { type: 'radio', label, options: [{ label: texts.yes, value: true }, { label: texts.no, value: false }] };
  }
  if (type === 'array') {
    const items = branch(schema.items ?? {});
    const itemType = typeOf(items);
    if (itemType === 'string' || itemType === 'integer' || itemType === 'number') {
      if (source && itemType === 'string') return custom<string | string[] | undefined>(label, (props) => <SlugListField {...props} source={source} texts={texts} label={label} />);
      return custom<(string | number)[] | undefined>(label, (props) => <StringListField {...props} numeric={itemType !== 'string'} texts={texts} label={label} />);
    }
    const arrayFields = fieldsFor(items, texts);
    const summaryKey = Object.keys(items.properties ?? {}).find((key) => typeOf(branch(items.properties![key]!)) === 'string');
    return {
      type: 'array',
      label,
      arrayFields,
      ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
      getItemSummary: (item: Record<string, unknown>, index?: number) => (summaryKey && typeof item[summaryKey] === 'string' && item[summaryKey] ? String(item[summaryKey]) : `${label} ${(index ?? 0) + 1}`),
    };
  }
  if (type === 'object' && isImage(schema)) {
    return custom<BlockImage | undefined>(label, (props) => <ImageControl value={props.value} onChange={props.onChange} label={label} texts={texts} />);
  }
  if (type === 'object' && schema.properties) {
    return { type: 'object', label, objectFields: fieldsFor(schema, texts) };
  }
  // Anything else (a value the schema leaves open): edited as text.
  return { type: 'text', label };
}

/** The Puck fields of an object schema, property by property. */
export function fieldsFor(schema: JsonSchema, texts: FieldTexts): Fields {
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, fieldFor(name, property, texts)]));
}

/** Default props of a new block: the schema's defaults (what the storefront would assume anyway). */
export function defaultsFor(schema: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema.properties ?? {}).flatMap(([name, property]) => (branch(property).default !== undefined ? [[name, structuredClone(branch(property).default)]] : [])));
}
