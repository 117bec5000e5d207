import { sql, type Kysely } from 'kysely'

/**
 * Saved searches and their alerts. A job seeker keeps a job search (the search page's filters)
 * with a name, how often its new jobs are sent (`instant` or `daily`) and where (email, SMS);
 * the language it was saved in is the alerts' language. `last_sent_at` is where the next daily
 * digest starts. Each job sent for a search on a channel is one row of `alert_deliveries`, its
 * key claimed before the send: a job is never sent twice for a search, whichever replica or
 * retry gets there first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table saved_searches (
      id serial primary key,
      user_id integer not null references users (id) on delete cascade,
      name text not null,
      params jsonb not null default '{}',
      frequency text not null check (frequency in ('instant', 'daily')),
      channels text[] not null,
      language text not null check (language in ('en', 'ne')),
      paused boolean not null default false,
      created_at timestamptz not null default now(),
      last_sent_at timestamptz
    );
    create index saved_searches_user_idx on saved_searches (user_id, id);
    create index saved_searches_active_idx on saved_searches (frequency) where not paused;
    create table alert_deliveries (
      saved_search_id integer not null references saved_searches (id) on delete cascade,
      job_id integer not null references jobs (id) on delete cascade,
      channel text not null,
      claimed_at timestamptz not null default now(),
      sent_at timestamptz,
      primary key (saved_search_id, job_id, channel)
    );
  `.execute(db)
}
