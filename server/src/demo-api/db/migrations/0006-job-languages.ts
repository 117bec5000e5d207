import { sql, type Kysely } from 'kysely'

/**
 * Each language's job texts are their own (issue 31). A job posted through the wizard used to get
 * the one language it was written in copied into the other, so a Nepali page showed the English
 * title as if it were the Nepali one. From now on a language never written is stored empty (`''`
 * for the title and description, null for the alternative organisation name) and every reader
 * shows the other language's there, marked as such.
 *
 * Existing copies are undone where they are certain: an employer's job (the seed's own jobs have
 * both languages) whose two columns hold the same text keeps it in the language its script says:
 * Devanagari is Nepali (the English copy is emptied), anything else is English (the Nepali copy
 * is emptied). Nothing a user wrote is lost: the text stays in one column and is shown in both
 * languages as before, now marked. The search text is unchanged (it held the text once anyway).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table jobs alter column title_en set default '', alter column title_ne set default '';
    update jobs set
      title_en = case when title_en ~ '[ऀ-ॿ]' then '' else title_en end,
      title_ne = case when title_ne ~ '[ऀ-ॿ]' then title_ne else '' end
    where owner is not null and title_en = title_ne and title_en <> '';
    update jobs set
      description_en = case when description_en ~ '[ऀ-ॿ]' then '' else description_en end,
      description_ne = case when description_ne ~ '[ऀ-ॿ]' then description_ne else '' end
    where owner is not null and description_en = description_ne and description_en <> '';
    update jobs set
      org_alt_name_en = case when org_alt_name_en ~ '[ऀ-ॿ]' then null else org_alt_name_en end,
      org_alt_name_ne = case when org_alt_name_ne ~ '[ऀ-ॿ]' then org_alt_name_ne else null end
    where owner is not null and org_alt_name_en = org_alt_name_ne;
  `.execute(db)
}
