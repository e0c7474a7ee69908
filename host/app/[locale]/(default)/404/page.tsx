import { notFound } from 'next/navigation';

/** `/404` (the target of the 503 redirect) renders the 404 error page with its status. */
export default function NotFoundRoute(): never {
  notFound();
}
