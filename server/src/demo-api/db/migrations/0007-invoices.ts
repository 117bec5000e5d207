import { sql, type Kysely } from 'kysely'

/**
 * Tax invoices (issue 31). A paid order gets one invoice, numbered without gaps within Nepal's
 * fiscal year (`2083/84-000001`): the number comes from the year's row of `invoice_counters`,
 * taken (and locked until commit) in the same transaction that marks the order paid, so a
 * payment that fails or a transaction rolled back takes no number (a sequence would leave a
 * gap). The invoice keeps what it printed at issue (the seller's and the buyer's names,
 * addresses and PANs, its lines and amounts): a later change of the organisation or of the
 * seller's settings does not change an invoice already issued. Organisations get an optional
 * PAN, which their invoices print.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table organizations add column pan text;

    create table invoice_counters (
      fiscal_year text primary key,
      last_number integer not null check (last_number > 0)
    );

    create table invoices (
      id serial primary key,
      order_id integer not null unique references orders (id) on delete cascade,
      user_id integer not null references users (id) on delete cascade,
      fiscal_year text not null,
      serial integer not null check (serial > 0),
      number text not null unique,
      issued_at timestamptz not null default now(),
      seller jsonb,
      buyer jsonb not null,
      lines jsonb not null,
      subtotal integer not null,
      vat_rate integer not null,
      vat integer not null,
      total integer not null,
      unique (fiscal_year, serial)
    );
    create index invoices_user_idx on invoices (user_id);
  `.execute(db)
}
