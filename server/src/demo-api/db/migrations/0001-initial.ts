import { sql, type Kysely } from 'kysely'

/**
 * The marketplace's tables. Text a user or the seed gives in both languages is two columns
 * (`_en`, `_ne`), so editing one language never touches the other. Lists of lookup ids (skills,
 * tags, benefits...) are integer arrays; what is listed, counted or joined has a table of its own.
 * `search_doc` columns hold the searchable text already folded by `search/normalize.ts`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create extension if not exists pg_trgm with schema public;

    create table users (
      id serial primary key,
      email text not null default '',
      phone_number text not null default '',
      password text not null,
      full_name_en text not null,
      full_name_ne text not null,
      profile_picture text,
      date_joined timestamptz not null default now()
    );
    -- One account per phone number and per email (emails compared without case).
    create unique index users_phone_key on users (phone_number) where phone_number <> '';
    create unique index users_email_key on users (lower(email)) where email <> '';

    create table photos (
      name text primary key,
      user_id integer not null references users (id) on delete cascade,
      content_type text not null,
      bytes bytea not null,
      created_at timestamptz not null default now()
    );
    create index photos_user_idx on photos (user_id);

    create table tokens (
      hash text primary key,
      user_id integer not null references users (id) on delete cascade,
      created timestamptz not null default now()
    );
    create index tokens_user_idx on tokens (user_id);

    create table organizations (
      id serial primary key,
      slug text not null unique,
      name_en text not null,
      name_ne text not null,
      logo text,
      logo_type text,
      logo_bytes bytea,
      about_en text not null default '',
      about_ne text not null default '',
      category integer not null,
      district integer not null,
      address_en text not null default '',
      address_ne text not null default '',
      website text,
      email text,
      phone_number text not null default '',
      employees text not null default '',
      owner integer references users (id) on delete set null
    );
    create index organizations_owner_idx on organizations (owner);

    create table employers (
      id serial primary key,
      user_id integer not null unique references users (id) on delete cascade,
      has_filled_initial_form boolean not null default false,
      free_posts integer not null default 0 check (free_posts >= 0),
      purchased_posts integer not null default 0 check (purchased_posts >= 0),
      -- The organisations the employer runs, the first one naming the employer.
      organizations integer[] not null default '{}'
    );

    create table jobseekers (
      id serial primary key,
      user_id integer not null unique references users (id) on delete cascade,
      username text not null unique,
      is_public boolean not null default true,
      preferred_locations integer[] not null default '{}',
      preferred_jobs integer[] not null default '{}',
      has_filled_description_form boolean not null default false,
      working_status text,
      headline_en text not null default '',
      headline_ne text not null default '',
      about_en text not null default '',
      about_ne text not null default '',
      gender text,
      marital_status text,
      date_of_birth date,
      district integer,
      city integer,
      address_en text,
      address_ne text,
      job_level text,
      experience_months integer not null default 0,
      expected_salary integer,
      education_degree integer,
      skills integer[] not null default '{}',
      languages jsonb not null default '[]',
      social_links jsonb not null default '[]',
      alternate_phone text not null default '',
      search_doc text not null default ''
    );
    create index jobseekers_district_idx on jobseekers (district);
    create index jobseekers_skills_idx on jobseekers using gin (skills);
    create index jobseekers_preferred_jobs_idx on jobseekers using gin (preferred_jobs);
    create index jobseekers_search_idx on jobseekers using gin (search_doc gin_trgm_ops);

    create table education (
      id serial primary key,
      jobseeker_id integer not null references jobseekers (id) on delete cascade,
      degree integer not null,
      institution text not null,
      calendar text not null,
      start_year integer not null,
      end_year integer
    );
    create index education_jobseeker_idx on education (jobseeker_id);

    create table experience (
      id serial primary key,
      jobseeker_id integer not null references jobseekers (id) on delete cascade,
      title text not null,
      organization text not null,
      start_date text not null,
      end_date text,
      is_current boolean not null default false
    );
    create index experience_jobseeker_idx on experience (jobseeker_id);

    create table referrers (
      id serial primary key,
      user_id integer not null unique references users (id) on delete cascade,
      referral_code text not null unique
    );

    create table referees (
      id serial primary key,
      referrer_id integer not null references referrers (id) on delete cascade,
      full_name_en text not null,
      full_name_ne text not null,
      phone_number text not null,
      relation text not null,
      phone_type text not null default 'Mobile',
      status text not null default 'invited',
      created timestamptz not null default now()
    );
    create index referees_referrer_idx on referees (referrer_id);

    create table lookups (
      kind text not null,
      id integer not null,
      name_en text not null,
      name_ne text not null,
      status text not null default 'Approved',
      primary key (kind, id)
    );

    create table locations (
      id serial primary key,
      city integer not null,
      address_en text not null,
      address_ne text not null
    );
    create index locations_city_idx on locations (city);

    create table jobs (
      id serial primary key,
      slug text not null unique,
      -- The account that posted it; null for the seed's jobs of organisations without one.
      owner integer references users (id) on delete cascade,
      organization integer references organizations (id) on delete set null,
      category integer,
      title_en text not null,
      title_ne text not null,
      location integer not null references locations (id),
      -- Follow from the location (kept with it for the search filters).
      district integer,
      province integer,
      vacancies integer not null default 1,
      description_en text not null default '',
      description_ne text not null default '',
      salary_currency text not null default 'NPR',
      salary_operator text not null default 'Range',
      salary_minimum integer not null default 0,
      salary_maximum integer,
      salary_unit text not null default 'Monthly',
      preferred_shift text not null default '',
      job_level text not null default '',
      available_for text[] not null default '{}',
      tags integer[] not null default '{}',
      is_education_specific boolean not null default false,
      education_level integer,
      is_experience_required boolean not null default false,
      min_experience_months integer,
      experience_operator text,
      is_skill_specific boolean not null default false,
      skills integer[] not null default '{}',
      personal_qualities integer[] not null default '{}',
      work_standards integer[] not null default '{}',
      required_knowledge integer[] not null default '{}',
      benefits integer[] not null default '{}',
      required_two_wheeler boolean not null default false,
      document_categories integer[] not null default '{}',
      show_name boolean not null default true,
      org_alt_name_en text,
      org_alt_name_ne text,
      is_document_required boolean not null default false,
      is_gender_specific boolean not null default false,
      gender text,
      is_age_specific boolean not null default false,
      min_age integer,
      max_age integer,
      status text not null default 'draft',
      created_at timestamptz not null default now(),
      published_at timestamptz,
      deadline timestamptz not null,
      views integer not null default 0,
      is_featured boolean not null default false,
      search_doc text not null default ''
    );
    create index jobs_owner_idx on jobs (owner, status);
    create index jobs_organization_idx on jobs (organization);
    -- The public search: open jobs, newest first or by deadline, filtered by place and kind.
    create index jobs_open_newest_idx on jobs (published_at desc, id desc) where status = 'active';
    create index jobs_open_deadline_idx on jobs (deadline, id) where status = 'active';
    create index jobs_district_idx on jobs (district) where status = 'active';
    create index jobs_province_idx on jobs (province) where status = 'active';
    create index jobs_category_idx on jobs (category) where status = 'active';
    create index jobs_search_idx on jobs using gin (search_doc gin_trgm_ops);
    create index jobs_skills_idx on jobs using gin (skills);

    create table questions (
      id serial primary key,
      job_id integer not null references jobs (id) on delete cascade,
      question text not null,
      question_type text not null,
      is_required boolean not null default false,
      description text,
      -- [{id, choice_text}], edited with the question as one value.
      answer_choices jsonb not null default '[]'
    );
    create index questions_job_idx on questions (job_id, id);

    create table templates (
      id serial primary key,
      name_en text not null,
      name_ne text not null,
      job_level text not null,
      available_for text[] not null default '{}',
      salary_currency text not null default 'NPR',
      salary_operator text not null default 'Range',
      salary_minimum integer not null default 0,
      salary_maximum integer,
      salary_unit text not null default 'Monthly',
      description_en text not null default '',
      description_ne text not null default '',
      skills integer[] not null default '{}'
    );

    create table applications (
      id serial primary key,
      job_id integer not null references jobs (id) on delete cascade,
      user_id integer not null references users (id) on delete cascade,
      cover_letter text not null default '',
      status text not null default 'new',
      created_at timestamptz not null default now(),
      updated_at timestamptz,
      unique (job_id, user_id)
    );
    create index applications_user_idx on applications (user_id, created_at desc);
    create index applications_job_idx on applications (job_id, created_at desc);

    create table application_answers (
      application_id integer not null references applications (id) on delete cascade,
      question_id integer not null,
      answer text not null,
      primary key (application_id, question_id)
    );

    create table likes (
      job_id integer not null references jobs (id) on delete cascade,
      user_id integer not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, job_id)
    );
    create index likes_job_idx on likes (job_id);

    create table profile_views (
      id bigserial primary key,
      seeker integer not null references users (id) on delete cascade,
      viewer integer not null references users (id) on delete cascade,
      organization integer references organizations (id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index profile_views_seeker_idx on profile_views (seeker, created_at desc);

    create table hiring_packages (
      id serial primary key,
      employer integer not null references users (id) on delete cascade,
      status text not null default 'open',
      created_at timestamptz not null default now()
    );
    -- One open shortlist per employer.
    create unique index hiring_packages_open_key on hiring_packages (employer) where status = 'open';
    create index hiring_packages_employer_idx on hiring_packages (employer);

    create table package_entries (
      id serial primary key,
      package_id integer not null references hiring_packages (id) on delete cascade,
      seeker integer not null references users (id) on delete cascade,
      added_at timestamptz not null default now(),
      unique (package_id, seeker)
    );

    create table wishlist (
      id serial primary key,
      user_id integer not null references users (id) on delete cascade,
      package integer,
      job_price_setting integer,
      quantity integer not null default 1,
      price integer not null,
      created_at timestamptz not null default now()
    );
    create index wishlist_user_idx on wishlist (user_id, id);

    create table orders (
      id serial primary key,
      user_id integer not null references users (id) on delete cascade,
      subtotal integer,
      vat integer,
      total integer not null,
      status text not null default 'pending',
      created_at timestamptz not null default now(),
      idempotency_key text,
      reference text,
      failure text
    );
    create index orders_user_idx on orders (user_id, id desc);
    create unique index orders_idempotency_key on orders (user_id, idempotency_key)
      where idempotency_key is not null;

    -- The cart lines an order was made of, as they were when it was placed.
    create table order_items (
      order_id integer not null references orders (id) on delete cascade,
      id integer not null,
      package integer,
      job_price_setting integer,
      quantity integer not null,
      price integer not null,
      created_at timestamptz not null,
      primary key (order_id, id)
    );

    create table signups (
      id serial primary key,
      phone_number text not null,
      role text not null,
      purpose text not null,
      code_hash text,
      wrong_tries integer not null default 0,
      verified boolean not null default false,
      ticket_hash text,
      expires_at timestamptz not null
    );
    create index signups_phone_idx on signups (phone_number, purpose);

    create table submissions (
      id serial primary key,
      kind text not null,
      user_id integer references users (id) on delete set null,
      data jsonb not null,
      created_at timestamptz not null default now()
    );
    create index submissions_kind_user_idx on submissions (kind, user_id);

    -- When and from what the database was first filled.
    create table seed_info (
      id integer primary key default 1 check (id = 1),
      version integer not null,
      seeded_at timestamptz not null
    );
  `.execute(db)
}
