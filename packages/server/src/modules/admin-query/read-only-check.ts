import { lexSql, type SqlToken } from './sql-tokens';

/**
 * The query console's first wall (decision 061): before a text reaches the database it must be
 * ONE statement that only reads — SELECT, WITH … SELECT, VALUES, TABLE, or EXPLAIN of one of
 * them. The database's READ ONLY transaction and the SELECT-only role are the walls behind it;
 * this check makes the refusal clear, before anything runs.
 */

export const QUERY_SQL_MAX = 20_000;

export type ReadOnlyRefusal =
  | { reason: 'empty' }
  | { reason: 'tooLong' }
  | { reason: 'nul' }
  | { reason: 'unterminated' }
  | { reason: 'unbalanced' }
  | { reason: 'multiple' }
  | { reason: 'notSelect'; word: string }
  | { reason: 'writes'; word: string }
  | { reason: 'lockingClause' }
  | { reason: 'function'; word: string };

export type ReadOnlyCheck = { ok: true; kind: 'select' | 'explain'; body: string } | ({ ok: false } & ReadOnlyRefusal);

const READING_STARTS = new Set(['select', 'with', 'values', 'table']);

/** Words that make a reading statement write or leave the single statement (inside a CTE, SELECT INTO). */
const WRITING_WORDS = new Set(['insert', 'update', 'delete', 'merge', 'into', 'truncate', 'copy']);

/**
 * Functions with an effect beyond the statement (settings, sequences, notifications, large
 * objects, locks that outlive the transaction, other connections, files, server signals) or
 * that run SQL text of their own. pg_sleep is allowed: it only waits, and the timeout stops it.
 */
const FORBIDDEN_FUNCTIONS = new Set([
  'set_config',
  'nextval',
  'setval',
  'pg_notify',
  'pg_terminate_backend',
  'pg_cancel_backend',
  'pg_reload_conf',
  'pg_rotate_logfile',
  'pg_switch_wal',
  'pg_promote',
  'pg_create_restore_point',
  'pg_backup_start',
  'pg_backup_stop',
  'pg_import_system_collations',
  'query_to_xml',
  'query_to_xml_and_xmlschema',
  'query_to_xmlschema',
  'cursor_to_xml',
  'cursor_to_xmlschema',
  'txid_current',
  'pg_current_xact_id',
  'pg_sleep_for',
  'pg_sleep_until',
]);
const FORBIDDEN_PREFIXES = [
  'lo_',
  'dblink',
  'pg_advisory',
  'pg_try_advisory',
  'pg_read_',
  'pg_ls_',
  'pg_stat_file',
  'pg_file_',
  'pg_stat_reset',
  'pg_logical_',
  'pg_replication_',
  'pg_create_',
  'pg_drop_',
  'pg_copy_',
  'binary_upgrade_',
];

const isForbiddenFunction = (name: string) =>
  FORBIDDEN_FUNCTIONS.has(name) || FORBIDDEN_PREFIXES.some((prefix) => name.startsWith(prefix));

const wordAt = (tokens: SqlToken[], i: number): string | null => {
  const token = tokens[i];
  return token?.kind === 'word' ? token.text : null;
};

/** One statement: a trailing `;` is allowed, anything after it is a second statement. */
function statementTokens(tokens: SqlToken[]): SqlToken[] | null {
  const semicolon = tokens.findIndex((t) => t.kind === 'punct' && t.text === ';');
  if (semicolon === -1) return tokens;
  return semicolon === tokens.length - 1 ? tokens.slice(0, -1) : null;
}

/** Parentheses balance, so the statement can be wrapped in a subquery and cannot close it. */
function isBalanced(tokens: SqlToken[]): boolean {
  let depth = 0;
  for (const t of tokens) {
    if (t.kind !== 'punct') continue;
    if (t.text === '(') depth++;
    else if (t.text === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/** Where the statement after EXPLAIN and its options starts (EXPLAIN (…) or EXPLAIN ANALYZE VERBOSE …). */
function afterExplain(tokens: SqlToken[]): number {
  let i = 1;
  if (tokens[i]?.kind === 'punct' && (tokens[i] as { text: string }).text === '(') {
    let depth = 0;
    for (; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (t.kind === 'punct' && t.text === '(') depth++;
      if (t.kind === 'punct' && t.text === ')' && --depth === 0) return i + 1;
    }
    return i;
  }
  while (['analyze', 'analyse', 'verbose'].includes(wordAt(tokens, i) ?? '')) i++;
  return i;
}

/** The first refusal among the statement's words and calls, or null. */
function writingRefusal(tokens: SqlToken[]): ReadOnlyRefusal | null {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    const isCall = next?.kind === 'punct' && next.text === '(';
    if (t.kind === 'word' && WRITING_WORDS.has(t.text)) return { reason: 'writes', word: t.text.toUpperCase() };
    // FOR UPDATE / FOR NO KEY UPDATE / FOR SHARE / FOR KEY SHARE lock rows.
    if (t.kind === 'word' && t.text === 'for' && ['update', 'share', 'no', 'key'].includes(wordAt(tokens, i + 1) ?? ''))
      return { reason: 'lockingClause' };
    if ((t.kind === 'word' || t.kind === 'quoted') && isCall && isForbiddenFunction(t.text.toLowerCase()))
      return { reason: 'function', word: t.text };
  }
  return null;
}

/** Judges a console text: the statement to run (without a trailing `;`) or why it is refused. */
export function checkReadOnlySql(text: string): ReadOnlyCheck {
  if (text.includes('\u0000')) return { ok: false, reason: 'nul' };
  if (text.length > QUERY_SQL_MAX) return { ok: false, reason: 'tooLong' };
  const lexed = lexSql(text);
  if (!lexed.ok) return { ok: false, reason: 'unterminated' };
  if (lexed.tokens.length === 0) return { ok: false, reason: 'empty' };
  const tokens = statementTokens(lexed.tokens);
  if (!tokens) return { ok: false, reason: 'multiple' };
  if (tokens.length === 0) return { ok: false, reason: 'empty' };
  if (!isBalanced(tokens)) return { ok: false, reason: 'unbalanced' };
  const first = wordAt(tokens, 0);
  const isExplain = first === 'explain';
  const start = isExplain ? afterExplain(tokens) : 0;
  const head = wordAt(tokens, start);
  if (!head || !READING_STARTS.has(head)) {
    const shown = head ?? first ?? tokens[start]?.kind ?? '';
    return { ok: false, reason: 'notSelect', word: shown.toUpperCase() };
  }
  const refusal = writingRefusal(tokens);
  if (refusal) return { ok: false, ...refusal };
  return { ok: true, kind: isExplain ? 'explain' : 'select', body: bodyWithoutSemicolon(text) };
}

/** The text without its final `;` (the only one the check lets through), comments kept. */
function bodyWithoutSemicolon(text: string): string {
  const lexed = lexSql(text);
  if (!lexed.ok) return text;
  const last = lexed.tokens.at(-1);
  if (last?.kind !== 'punct' || last.text !== ';') return text;
  // The last `;` outside comments and strings: search backwards for a `;` whose removal keeps the tokens.
  for (let i = text.lastIndexOf(';'); i >= 0; i = text.lastIndexOf(';', i - 1)) {
    const candidate = text.slice(0, i) + ' ' + text.slice(i + 1);
    const again = lexSql(candidate);
    if (again.ok && again.tokens.length === lexed.tokens.length - 1) return candidate;
  }
  return text;
}
