/** `%`, `_` and `\` taken literally in a LIKE / ILIKE pattern (PostgreSQL's default escape `\`). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A LIKE / ILIKE pattern matching `text` anywhere, its own characters taken literally. */
export const containing = (text: string): string => `%${escapeLike(text)}%`;
