import { sql, type Kysely } from 'kysely'

/**
 * Payments through eSewa and Khalti (issue 32). An order paid at a gateway has one or more
 * attempts: each is the gateway's transaction (eSewa's `transaction_uuid`, Khalti's
 * `purchase_order_id` and the `pidx` it answers), its amount as it was sent, and how it ended.
 * A return, a late confirmation and the background re-check all find the attempt by what the
 * gateway sends back (unique), never by the session, and credit its order at most once: the
 * order's row goes from `pending` to `paid` in one statement of the crediting transaction.
 * `orders.method` says which gateway (null: the demo's).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders add column method text;

    create table payment_attempts (
      id serial primary key,
      order_id integer not null references orders (id) on delete cascade,
      method text not null check (method in ('esewa', 'khalti')),
      uuid text not null unique,
      pidx text unique,
      amount integer not null check (amount > 0),
      status text not null default 'started'
        check (status in ('started', 'pending', 'paid', 'failed')),
      created_at timestamptz not null default now(),
      checked_at timestamptz
    );
    create index payment_attempts_order_idx on payment_attempts (order_id, id desc);
  `.execute(db)
}
