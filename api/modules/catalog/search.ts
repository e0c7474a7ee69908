import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { containing } from '../../lib/like';
import { referenceRead } from '../../lib/reference-cache';

/**
 * Product search: PostgreSQL full text in each language's own stemming (migrations 0027, 0031), so
 * "ringen" finds rings and "oorbel" earrings; a word that starts no word of the catalogue is
 * replaced by the most similar one (pg_trgm), so "saffir" finds sapphires; a word that neither
 * matches nor resembles anything is looked for inside the titles (compounds: "knopjes" finds
 * "oorknopjes"). Every word must match. Ranked in tiers by where the words stand (title and SKU
 * first, then category, material and stone names, then the short texts), then by the shop's own order.
 */

/** At most this many words count; longer queries are cut (a search box, not a document). */
export const MAX_SEARCH_WORDS = 5;
const MAX_WORD_LENGTH = 40;
/** Below this length a word is not corrected (too little to compare). */
const MIN_CORRECTABLE = 4;
/** The least trigram similarity a correction needs (pg_trgm's default is 0.3, too loose for names). */
const MIN_SIMILARITY = 0.4;

/** The query's words: lower-cased, split on anything that is not a letter or digit, at most five. */
export function searchWords(text: string): string[] {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** One word of a query: it matches a product when all its lexemes do, or any of its substrings does. */
export interface SearchTerm {
  /** The word's stems (or its correction), each matched as a prefix; empty when only substrings can match. */
  lexemes: string[];
  /** Lower-case substrings, any of which in the title also match (Dutch compounds: "ring" in "verlovingsring"). */
  inside: string[];
}

/** What a query becomes: every term must match. */
export interface SearchPlan {
  terms: SearchTerm[];
}

/** Where a term must stand to count: anywhere, or in the title and SKU (A), or there or in the names of category, material and stone (B). */
type Weights = '' | 'A' | 'AB';

/** A `to_tsquery('simple', …)` text: every lexeme as a prefix, limited to the given weights. */
const tsquery = (lexemes: string[], weights: Weights) => lexemes.map((lexeme) => `'${lexeme.replace(/'/g, "''")}':*${weights}`).join(' & ');

interface WordRow {
  word: string;
  stems: string[] | null;
  known: boolean;
  suggestion: string | null;
}

/** Turns the words into a plan with one query: each word's stems, whether any starts a known lexeme, else the nearest lexeme. */
async function planWords(db: Db, languageId: number, words: string[]): Promise<SearchPlan> {
  const rows = await queryRows<WordRow>(
    db,
    sql`SELECT w.word, s.stems, k.known,
          -- The nearest lexeme only for a word the catalogue does not know (a trigram search each).
          CASE WHEN NOT k.known AND cardinality(s.stems) > 0 AND length(w.word) >= ${MIN_CORRECTABLE} THEN
            (SELECT l.lexeme FROM search_lexemes l
             WHERE l.language_id = ${languageId} AND l.lexeme % w.word AND similarity(l.lexeme, w.word) >= ${MIN_SIMILARITY}
             ORDER BY similarity(l.lexeme, w.word) DESC, abs(length(l.lexeme) - length(w.word)), l.lexeme LIMIT 1)
          END AS suggestion
        FROM unnest(ARRAY[${sql.join(
          words.map((word) => sql`${word}`),
          sql`, `,
        )}]::text[]) WITH ORDINALITY AS w(word, n)
        CROSS JOIN LATERAL (SELECT tsvector_to_array(to_tsvector(search_config(${languageId}), w.word)) AS stems) s
        CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM search_lexemes l, unnest(s.stems) st
                  WHERE l.language_id = ${languageId} AND l.lexeme >= st AND l.lexeme < st || chr(1114111)) AS known) k
        ORDER BY w.n`,
  );
  const terms: SearchTerm[] = [];
  for (const row of rows) {
    const stems = row.stems ?? [];
    if (stems.length === 0) continue; // a stop word ("met", "the"): says nothing about the product
    // The shortest form is the substring: "diamant" of "diamanten" is in "diamantring".
    const shortest = [row.word, ...stems].reduce((a, b) => (b.length < a.length ? b : a));
    if (row.known) terms.push({ lexemes: stems, inside: stems.length === 1 ? [shortest] : [] });
    else if (row.suggestion) terms.push({ lexemes: [row.suggestion], inside: [] });
    else terms.push({ lexemes: [], inside: [row.word] });
  }
  return { terms };
}

/**
 * The plan for a query in a language, kept in the reference cache until the catalogue changes
 * (the lexicon grows with products).
 */
export async function planSearch(db: Db, languageId: number, text: string): Promise<SearchPlan> {
  const words = searchWords(text);
  if (words.length === 0) return { terms: [] };
  return referenceRead(db, `search:${languageId}:${words.join(' ')}`, ['catalog'], () => planWords(db, languageId, words));
}

/**
 * Every term matches the search row `s`, standing where the weights say, or (when `inside`) as a
 * substring of the title. A term's alternatives are ORed in one condition, so the planner ORs the
 * two indexes' bitmaps (full text, trigram) or tests them row by row along the shop's order,
 * whichever is cheaper.
 */
function matching(plan: SearchPlan, weights: Weights, inside = true): SQL {
  if (plan.terms.length === 0) return sql`false`;
  const terms = plan.terms.map((term) => {
    const any = [
      ...(term.lexemes.length ? [sql`s.doc @@ to_tsquery('simple', ${tsquery(term.lexemes, weights)})`] : []),
      ...(inside ? term.inside.map((word) => sql`s.title_text LIKE ${containing(word)}`) : []),
    ];
    return any.length ? sql`(${sql.join(any, sql` OR `)})` : sql`false`;
  });
  return sql.join(terms, sql` AND `);
}

/**
 * The search rows (`s`, product_search) of the language that a search matches: listed products
 * whose every term matches (a query of stop words only matches nothing).
 */
export function searchScope(plan: SearchPlan, languageId: number): SQL {
  return sql`s.language_id = ${languageId} AND s.active AND ${matching(plan, '')}`;
}

/** The condition a search puts on a product (`p`) in a language. */
export function searchCondition(plan: SearchPlan, languageId: number): SQL {
  return sql`EXISTS (SELECT 1 FROM product_search s WHERE s.product_id = p.id AND ${searchScope(plan, languageId)})`;
}

/**
 * Relevance, in three tiers of the search rows in scope, best first: every term a word of the title
 * or SKU; every term there, inside a title word (a compound: "verlovingsring" for "ring") or in a
 * category, material or stone name; the rest (sub-title, short text). Within a tier the shop's own
 * order holds, so each tier is read off an index in that order and a broad word ("ring", half the
 * catalogue) stops after a page instead of ranking every match.
 */
export function searchTiers(plan: SearchPlan): SQL[] {
  const words = matching(plan, 'A', false);
  const names = matching(plan, 'AB');
  return [words, sql`${names} AND NOT (${words})`, sql`NOT (${names})`];
}
