import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import type { AdminAuthor, AdminCategory, AdminPost } from '../../../../../../api/contract/blog-admin';
import { roleMayUse } from '../../../../../../domain/staff/staff-rules';
import { AdminShell } from '../../../../../../kit/admin/admin-shell';
import { PostForm } from '../../../../../../kit/admin/journal/post-form';
import { adminT } from '../../../../../../kit/admin/messages';
import { adminApi, adminLocale, requireStaffPage } from '../../../../../lib/admin';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const t = adminT(await adminLocale());
  return { title: (await params).id === 'new' ? t('journal.newPost') : t('journal.editPost') };
}

/** The post (null for `new`; an unknown id is a 404) and what its form chooses from. */
async function loadPost(id: string): Promise<{ post: AdminPost | null; authors: AdminAuthor[]; categories: AdminCategory[] }> {
  if (id !== 'new' && !/^[1-9][0-9]{0,9}$/.test(id)) notFound();
  const [post, authors, categories] = await Promise.all([id === 'new' ? null : adminApi<AdminPost>(`/blog/posts/${id}`), adminApi<AdminAuthor[]>('/blog/authors'), adminApi<AdminCategory[]>('/blog/categories')]);
  if (post && !post.data) notFound();
  return { post: post?.data ?? null, authors: authors.data ?? [], categories: categories.data ?? [] };
}

/** One journal post's form (`new`: an empty draft). */
export default async function AdminJournalPostPage({ params }: { params: Promise<{ id: string }> }) {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'content')) redirect('/admin');
  const locale = await adminLocale();
  const t = adminT(locale);
  const { post, authors, categories } = await loadPost((await params).id);
  return (
    <AdminShell staff={staff} locale={locale} current="journal">
      <div className="mb-6 flex flex-col gap-2">
        <Link href="/admin/journal" className="text-sm underline underline-offset-4">
          {t('journal.back')}
        </Link>
        <h1 className="font-display text-3xl">{post ? t('journal.editPost') : t('journal.newPost')}</h1>
      </div>
      <PostForm post={post} authors={authors} categories={categories} locale={locale} />
    </AdminShell>
  );
}
