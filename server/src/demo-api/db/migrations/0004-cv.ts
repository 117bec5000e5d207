import { sql, type Kysely } from 'kysely'

/**
 * CVs (issue 30). A seeker's uploaded CV is kept like a photo: its bytes in the database under a
 * random name, served through the API. `jobseekers.cv` names the seeker's current CV. An
 * application records which CV went with it (`cv_choice`: the uploaded file, the CV generated
 * from the profile, or none) and, for a file, the file itself: replacing or removing the CV later
 * leaves the one sent with an earlier application as it was (only a file no application names is
 * deleted).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table cv_files (
      name text primary key,
      user_id integer not null references users (id) on delete cascade,
      content_type text not null,
      file_name text not null,
      size integer not null,
      bytes bytea not null,
      created_at timestamptz not null default now()
    );
    create index cv_files_user_idx on cv_files (user_id);
    alter table jobseekers add column cv text references cv_files (name) on delete set null;
    alter table applications
      add column cv_choice text not null default 'none',
      add column cv_file text references cv_files (name) on delete set null;
    create index applications_cv_file_idx on applications (cv_file) where cv_file is not null;
  `.execute(db)
}
