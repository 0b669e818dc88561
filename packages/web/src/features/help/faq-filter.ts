import type { HelpEntries } from '@honora/contract';
import { matchesSearch } from '@honora/domain';

/**
 * The FAQ as the search box narrows it (platform.md §2 client faq; decision 056): entries whose
 * title or answer contain the search, accents and case aside (the server's rule, foldText);
 * categories left empty are dropped. A blank search keeps everything.
 */
export function filterFaq(entries: HelpEntries, search: string): HelpEntries {
  return {
    categories: entries.categories
      .map((category) => ({
        ...category,
        items: category.items.filter((item) => matchesSearch(search, item.title, item.body)),
      }))
      .filter((category) => category.items.length > 0),
  };
}
