import { sql, type Insertable } from 'kysely'
import { loadNepal } from '../seed/nepal.js'
import type { DemoState, JobRecord } from '../store/types.js'
import type { Db } from './database.js'
import type { Database } from './schema.js'
import { jobSearchDoc, searchNamesFrom, seekerSearchDoc, type SearchNames } from './search-docs.js'

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 500

async function insertAll<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insertInto(table)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one helper for every table
      .values(rows.slice(start, start + CHUNK) as any)
      .execute()
  }
}

/** Serial tables whose next id follows the highest imported one. */
const SERIAL_TABLES = [
  'users',
  'organizations',
  'employers',
  'jobseekers',
  'education',
  'experience',
  'referrers',
  'referees',
  'locations',
  'jobs',
  'questions',
  'templates',
  'applications',
  'profile_views',
  'hiring_packages',
  'package_entries',
  'wishlist',
  'orders',
  'signups',
  'submissions',
] as const

/** The place columns a job keeps beside its location (for the search's filters). */
export function placeColumns(state: Pick<DemoState, 'locations'>, location: number) {
  const nepal = loadNepal()
  const city = state.locations.find((l) => l.id === location)?.city
  const municipality =
    city === undefined ? undefined : nepal.municipalities.find((m) => m.id === city)
  const district = municipality && nepal.districts.find((d) => d.id === municipality.district)
  return { district: district?.id ?? null, province: district?.province ?? null }
}

/** A job of the old document as a row. */
export function jobRow(
  job: JobRecord,
  state: Pick<DemoState, 'locations'>,
  names: SearchNames,
): Insertable<Database['jobs']> {
  const place = placeColumns(state, job.location)
  return {
    id: job.id,
    slug: job.slug,
    owner: job.owner === 0 ? null : job.owner,
    organization: job.organization,
    category: job.category,
    title_en: job.title.en,
    title_ne: job.title.ne,
    location: job.location,
    district: place.district,
    province: place.province,
    vacancies: job.vacancies,
    description_en: job.description.en,
    description_ne: job.description.ne,
    salary_currency: job.offered_salary.currency,
    salary_operator: job.offered_salary.operator,
    salary_minimum: job.offered_salary.minimum,
    salary_maximum: job.offered_salary.maximum,
    salary_unit: job.offered_salary.unit,
    preferred_shift: job.preferred_shift,
    job_level: job.job_level,
    available_for: job.available_for,
    tags: job.tags,
    is_education_specific: job.is_education_specific,
    education_level: job.education_level,
    is_experience_required: job.is_experience_required,
    min_experience_months: job.min_experience_months,
    experience_operator: job.experience_operator,
    is_skill_specific: job.is_skill_specific,
    skills: job.skills,
    personal_qualities: job.personal_qualities,
    work_standards: job.work_standards,
    required_knowledge: job.required_knowledge,
    benefits: job.benefits,
    required_two_wheeler: job.required_two_wheeler,
    document_categories: job.document_categories,
    show_name: job.show_name,
    org_alt_name_en: job.org_alt_name?.en ?? null,
    org_alt_name_ne: job.org_alt_name?.ne ?? null,
    is_document_required: job.is_document_required,
    is_gender_specific: job.is_gender_specific,
    gender: job.gender,
    is_age_specific: job.is_age_specific,
    min_age: job.min_age,
    max_age: job.max_age,
    status: job.status,
    created_at: job.created_at,
    published_at: job.published_at,
    deadline: job.deadline,
    views: job.views,
    is_featured: job.is_featured === true,
    search_doc: jobSearchDoc(
      {
        title_en: job.title.en,
        title_ne: job.title.ne,
        organization: job.organization,
        show_name: job.show_name,
        org_alt_name_en: job.org_alt_name?.en ?? null,
        org_alt_name_ne: job.org_alt_name?.ne ?? null,
        category: job.category,
        skills: job.skills,
        location: job.location,
        district: place.district,
      },
      names,
    ),
  }
}

/**
 * Writes a whole demo document (the seed, or a data file of the JSON store) into an empty
 * database, in one transaction: all of it lands or none. Ids are kept, so every reference in the
 * document still points where it did, and each table's next id follows the highest one.
 */
export async function importState(db: Db, state: DemoState): Promise<void> {
  await db.transaction().execute((tx) => importInto(tx, state))
}

/** `importState` within a transaction already open. */
export async function importInto(tx: Db, state: DemoState): Promise<void> {
  {
    const users = state.users
    await insertAll(
      tx,
      'users',
      users.map((u) => ({
        id: u.id,
        email: u.email,
        phone_number: u.phone_number,
        password: u.password,
        full_name_en: u.full_name.en,
        full_name_ne: u.full_name.ne,
        profile_picture: u.profile_picture,
        date_joined: u.date_joined,
      })),
    )
    await insertAll(
      tx,
      'photos',
      users.flatMap((u) =>
        u.photo
          ? [
              {
                name: u.photo.name,
                user_id: u.id,
                content_type: u.photo.type,
                bytes: Buffer.from(u.photo.data, 'base64'),
              },
            ]
          : [],
      ),
    )
    await insertAll(
      tx,
      'tokens',
      state.tokens.map((t) => ({ hash: t.hash, user_id: t.user, created: t.created })),
    )
    await insertAll(
      tx,
      'organizations',
      state.organizations.map((o) => ({
        id: o.id,
        slug: o.slug,
        name_en: o.name.en,
        name_ne: o.name.ne,
        logo: o.logo,
        logo_type: o.logo_data?.type ?? null,
        logo_bytes: o.logo_data ? Buffer.from(o.logo_data.base64, 'base64') : null,
        about_en: o.about.en,
        about_ne: o.about.ne,
        category: o.category,
        district: o.district,
        address_en: o.address.en,
        address_ne: o.address.ne,
        website: o.website,
        email: o.email ?? null,
        phone_number: o.phone_number,
        employees: o.employees,
        owner: o.owner,
      })),
    )
    await insertAll(
      tx,
      'employers',
      users.flatMap((u) =>
        u.employer
          ? [
              {
                id: u.employer.id,
                user_id: u.id,
                has_filled_initial_form: u.employer.has_filled_initial_form,
                free_posts: u.employer.free_posts,
                purchased_posts: u.employer.purchased_posts,
                organizations: u.employer.organizations,
              },
            ]
          : [],
      ),
    )
    const names = searchNamesFrom(state)
    await insertAll(
      tx,
      'jobseekers',
      users.flatMap((u) => {
        const s = u.jobseeker
        if (!s) return []
        return [
          {
            id: s.id,
            user_id: u.id,
            username: s.username,
            is_public: s.is_public,
            preferred_locations: s.preferred_locations,
            preferred_jobs: s.preferred_jobs,
            has_filled_description_form: s.has_filled_description_form,
            working_status: s.working_status,
            headline_en: s.headline.en,
            headline_ne: s.headline.ne,
            about_en: s.about.en,
            about_ne: s.about.ne,
            gender: s.gender,
            marital_status: s.marital_status,
            date_of_birth: s.date_of_birth,
            district: s.district,
            city: s.city ?? null,
            address_en: s.address?.en ?? null,
            address_ne: s.address?.ne ?? null,
            job_level: s.job_level,
            experience_months: s.experience_months,
            expected_salary: s.expected_salary,
            education_degree: s.education_degree,
            skills: s.skills,
            languages: JSON.stringify(s.languages ?? []),
            social_links: JSON.stringify(s.social_links ?? []),
            alternate_phone: s.alternate_phone ?? '',
            search_doc: seekerSearchDoc(
              {
                full_name_en: u.full_name.en,
                full_name_ne: u.full_name.ne,
                headline_en: s.headline.en,
                headline_ne: s.headline.ne,
                skills: s.skills,
                district: s.district,
                city: s.city ?? null,
              },
              names,
            ),
          },
        ]
      }),
    )
    await insertAll(
      tx,
      'education',
      users.flatMap((u) =>
        (u.jobseeker?.education_history ?? []).map((e) => ({
          id: e.id,
          jobseeker_id: u.jobseeker!.id,
          degree: e.degree,
          institution: e.institution,
          calendar: e.calendar,
          start_year: e.start_year,
          end_year: e.end_year,
        })),
      ),
    )
    await insertAll(
      tx,
      'experience',
      users.flatMap((u) =>
        (u.jobseeker?.work_experience ?? []).map((e) => ({
          id: e.id,
          jobseeker_id: u.jobseeker!.id,
          title: e.title,
          organization: e.organization,
          start_date: e.start_date,
          end_date: e.end_date,
          is_current: e.is_current,
        })),
      ),
    )
    await insertAll(
      tx,
      'referrers',
      users.flatMap((u) =>
        u.referrer
          ? [{ id: u.referrer.id, user_id: u.id, referral_code: u.referrer.referral_code }]
          : [],
      ),
    )
    await insertAll(
      tx,
      'referees',
      users.flatMap((u) =>
        (u.referrer?.referees ?? []).map((r) => ({
          id: r.id,
          referrer_id: u.referrer!.id,
          full_name_en: r.full_name.en,
          full_name_ne: r.full_name.ne,
          phone_number: r.phone_number,
          relation: r.relation,
          phone_type: r.phone_type ?? 'Mobile',
          status: r.status,
          created: r.created,
        })),
      ),
    )
    await insertAll(
      tx,
      'lookups',
      Object.entries(state.lookups).flatMap(([kind, items]) =>
        items.map((item) => ({
          kind: kind as keyof DemoState['lookups'],
          id: item.id,
          name_en: item.name.en,
          name_ne: item.name.ne,
          status: item.status,
        })),
      ),
    )
    await insertAll(
      tx,
      'locations',
      state.locations.map((l) => ({
        id: l.id,
        city: l.city,
        address_en: l.address.en,
        address_ne: l.address.ne,
      })),
    )
    await insertAll(
      tx,
      'jobs',
      state.jobs.map((job) => jobRow(job, state, names)),
    )
    await insertAll(
      tx,
      'questions',
      state.questions.map((q) => ({
        id: q.id,
        job_id: q.job,
        question: q.question,
        question_type: q.question_type,
        is_required: q.is_required,
        description: q.description,
        answer_choices: JSON.stringify(q.answer_choices),
      })),
    )
    await insertAll(
      tx,
      'templates',
      state.templates.map((t) => ({
        id: t.id,
        name_en: t.name.en,
        name_ne: t.name.ne,
        job_level: t.job_level,
        available_for: t.available_for,
        salary_currency: t.offered_salary.currency,
        salary_operator: t.offered_salary.operator,
        salary_minimum: t.offered_salary.minimum,
        salary_maximum: t.offered_salary.maximum,
        salary_unit: t.offered_salary.unit,
        description_en: t.description.en,
        description_ne: t.description.ne,
        skills: t.skills,
      })),
    )
    await insertAll(
      tx,
      'applications',
      state.applications.map((a) => ({
        id: a.id,
        job_id: a.job,
        user_id: a.user,
        cover_letter: a.cover_letter,
        // Data files from before the statuses of today said `applied` for a new application.
        status: (a.status as string) === 'applied' ? 'new' : a.status,
        created_at: a.created_at,
        updated_at: a.updated_at ?? null,
      })),
    )
    await insertAll(
      tx,
      'application_answers',
      state.applications.flatMap((a) =>
        a.answers.map((answer) => ({
          application_id: a.id,
          question_id: answer.question,
          answer: answer.answer,
        })),
      ),
    )
    await insertAll(
      tx,
      'likes',
      state.likes.map((l) => ({ job_id: l.job, user_id: l.user, created_at: l.created_at })),
    )
    await insertAll(
      tx,
      'profile_views',
      state.profile_views.map((v) => ({
        seeker: v.seeker,
        viewer: v.viewer,
        organization: v.organization,
        created_at: v.created_at,
      })),
    )
    await insertAll(
      tx,
      'hiring_packages',
      state.hiring_packages.map((p) => ({
        id: p.id,
        employer: p.employer,
        status: p.status,
        created_at: p.created_at,
      })),
    )
    await insertAll(
      tx,
      'package_entries',
      state.hiring_packages.flatMap((p) =>
        p.entries.map((e) => ({
          id: e.id,
          package_id: p.id,
          seeker: e.seeker,
          added_at: e.added_at,
        })),
      ),
    )
    await insertAll(
      tx,
      'wishlist',
      state.wishlist.map((w) => ({
        id: w.id,
        user_id: w.user,
        package: w.package,
        job_price_setting: w.job_price_setting,
        quantity: w.quantity,
        price: w.price,
        created_at: w.created_at,
      })),
    )
    await insertAll(
      tx,
      'orders',
      state.orders.map((o) => ({
        id: o.id,
        user_id: o.user,
        subtotal: o.subtotal ?? null,
        vat: o.vat ?? null,
        total: o.total,
        status: o.status,
        created_at: o.created_at,
        // A failed order gives its key back (the cart may be paid again under it), as checkout
        // does today; the JSON store kept it, beside the paid retry's.
        idempotency_key: o.status === 'failed' ? null : (o.idempotency_key ?? null),
        reference: o.reference ?? null,
        failure: o.failure ?? null,
      })),
    )
    await insertAll(
      tx,
      'order_items',
      state.orders.flatMap((o) =>
        o.items.map((i) => ({
          order_id: o.id,
          id: i.id,
          package: i.package,
          job_price_setting: i.job_price_setting,
          quantity: i.quantity,
          price: i.price,
          created_at: i.created_at,
        })),
      ),
    )
    await insertAll(
      tx,
      'signups',
      state.signups.map((s) => ({
        phone_number: s.phone_number,
        role: s.role,
        purpose: s.purpose,
        code_hash: s.code_hash,
        wrong_tries: s.wrong_tries,
        verified: s.verified,
        ticket_hash: s.ticket_hash,
        expires_at: s.expires_at,
      })),
    )
    await insertAll(
      tx,
      'submissions',
      state.submissions.map((s) => ({
        id: s.id,
        kind: s.kind,
        user_id: s.user,
        data: JSON.stringify(s.data),
        created_at: s.created_at,
      })),
    )
    for (const table of SERIAL_TABLES) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
        tx,
      )
    }
    await tx
      .insertInto('seed_info')
      .values({ version: state.version, seeded_at: state.seeded_at })
      .execute()
  }
}
