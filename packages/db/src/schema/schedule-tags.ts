import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { recordMeta } from './meta';
import { nameSearchColumns } from './registries';

/**
 * A schedule tag (platform.md §2 TagsSchedule; decision 044): a competence of the group's doctors
 * — pediatric, cardiac, obstetric anesthesia… — with a colour of the screens' palette, the
 * doctors who hold it (`doctorIds`, users of the company's doctors, kept with the tag so its
 * change history tells who gained or lost it), and the lines of the roster that ask for it
 * (`schedule_lines.required_tag_id`).
 */
export const scheduleTags = pgTable(
  'schedule_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    active: boolean('active').notNull().default(true),
    name: text('name').notNull(),
    color: text('color').notNull(),
    description: text('description'),
    doctorIds: uuid('doctor_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    ...nameSearchColumns((): AnyPgColumn => scheduleTags.name),
    ...recordMeta,
  },
  (t) => [
    index('schedule_tags_company_sort_idx').on(t.companyId, sql`${t.sortKey} collate "C"`, t.id),
    uniqueIndex('schedule_tags_company_name_key')
      .on(t.companyId, t.nameSearch)
      .where(sql`${t.deletedAt} is null`),
    check(
      'schedule_tags_color',
      sql`${t.color} in ('BLUE', 'GREEN', 'ORANGE', 'PURPLE', 'RED', 'TEAL', 'PINK', 'GRAY')`,
    ),
  ],
);
