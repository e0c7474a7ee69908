import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { z } from 'zod';
import type { AdminPage } from '../../../../../api/contract/composer';
import { roleMayUse } from '../../../../../domain/staff/staff-rules';
import { AdminShell } from '../../../../../kit/admin/admin-shell';
import { blockGroupTexts, blockTexts } from '../../../../../kit/admin/composer/block-texts';
import { Composer, type PaletteBlock } from '../../../../../kit/admin/composer/composer';
import type { JsonSchema } from '../../../../../kit/admin/composer/schema-fields';
import { adminT } from '../../../../../kit/admin/messages';
import { blockGroups, blockTypes, registry } from '../../../../../registry';
import { adminApi, adminLocale, requireStaffPage } from '../../../../lib/admin';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminT(await adminLocale())('pages.title') };
}

let schemas: Map<string, JsonSchema> | undefined;

/** Each registered block type's data schema as JSON Schema (made once: the registry does not change while the server runs). */
function blockSchemas(): Map<string, JsonSchema> {
  schemas ??= new Map(blockTypes.map((type) => [type, z.toJSONSchema((registry[type].schema as unknown as z.ZodObject<{ data: z.ZodType }>).shape.data, { io: 'input', unrepresentable: 'any' }) as JsonSchema]));
  return schemas;
}

/** The palette: every registered block type with its group, name, description and data schema. */
function palette(locale: 'nl' | 'en'): PaletteBlock[] {
  return blockTypes.map((type) => ({ type, group: registry[type].group, name: blockTexts[type]![locale].name, description: blockTexts[type]![locale].description, schema: blockSchemas().get(type)! }));
}

/** The composer for one page. */
export default async function AdminComposerPage({ params }: { params: Promise<{ id: string }> }) {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'content')) redirect('/admin');
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const answer = await adminApi<AdminPage>(`/pages/${id}`);
  if (!answer.data) notFound();
  const locale = await adminLocale();
  const groups = blockGroups.map((key) => ({ key, title: blockGroupTexts[key]![locale] }));
  return (
    <AdminShell staff={staff} locale={locale} current="pages" wide>
      <h1 className="mb-4 font-display text-3xl">{answer.data.document.translations[locale].title}</h1>
      <Composer page={answer.data} palette={palette(locale)} groups={groups} locale={locale} />
    </AdminShell>
  );
}
