import { startMailSink } from './mailbox';

/** Starts the local SMTP sink the shop under test sends its mail to; Playwright calls the returned teardown. */
export default async function globalSetup() {
  return startMailSink();
}
