import type { DetailsLabels } from './checkout-setup';

type IntroLabels = Pick<DetailsLabels, 'required' | 'contactHint' | 'haveAccount' | 'signIn'>;

/** Step 1's note that starred fields are required, above the form's first group. */
export function RequiredNote({ labels }: { labels: Pick<IntroLabels, 'required'> }) {
  return (
    <p className="-mb-6 text-xs text-ink-muted" aria-hidden="true">
      {labels.required}
    </p>
  );
}

/** Under the contact group's legend: why we ask for the address, and sign-in for a guest (`signInHref` null when signed in). */
export function ContactDescription({ labels, signInHref }: { labels: IntroLabels; signInHref: string | null }) {
  return (
    <>
      <p>{labels.contactHint}</p>
      {signInHref ? (
        <p className="mt-1">
          {labels.haveAccount}{' '}
          <a href={signInHref} className="text-brand underline underline-offset-4 hover:text-brand-strong">
            {labels.signIn}
          </a>
        </p>
      ) : null}
    </>
  );
}
