/* The parts the journal's post and category forms share: the back office's form parts, and its buttons. */

export { errorAt, fieldId, LanguageTabs, SaveStatus, TextInput, type InputProps, type SaveState } from '../form-parts';

export const primaryButton = 'h-10 bg-ink px-5 text-sm text-canvas disabled:opacity-50';
export const dangerButton = 'h-10 border border-sale px-4 text-sm text-sale disabled:opacity-50';
export const quietButton = 'h-10 border border-ink px-4 text-sm disabled:opacity-50';
