import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { adminMessages, adminT } from '../../../../kit/admin/messages';
import { SignInForm } from '../../../../kit/admin/sign-in-form';
import { adminLocale, currentStaff } from '../../../lib/admin';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminT(await adminLocale())('signIn.title') };
}

export default async function AdminSignInPage() {
  if (await currentStaff()) redirect('/admin');
  const locale = await adminLocale();
  const t = adminT(locale);
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center gap-8 px-5 py-12">
      <div className="flex flex-col gap-2">
        <p className="text-xs tracking-[0.14em] text-ink-muted uppercase">{t('title')}</p>
        <h1 className="font-display text-3xl">{t('signIn.title')}</h1>
      </div>
      <SignInForm texts={adminMessages[locale].signIn} />
    </main>
  );
}
