import type pg from 'pg'
import { describe, expect, it } from 'vitest'
import { freshOnFirstUse } from '../../src/demo-api/db/database.js'

/** An error of a connection PostgreSQL ended (pg_terminate_backend, a restart). */
const ended = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })

/** A fake pg pool handing out clients whose answers are scripted, recording what each was sent. */
function fakePool(scripts: (Error | 'ok')[][], { connectable = scripts.length } = {}) {
  const clients: { sent: string[]; released: unknown[] }[] = []
  const pool = {
    async connect() {
      if (clients.length >= connectable) throw new Error('connect ECONNREFUSED')
      const script = [...(scripts[clients.length] ?? [])]
      const client = { sent: [] as string[], released: [] as unknown[] }
      clients.push(client)
      return {
        async query(text: string) {
          client.sent.push(text)
          const answer = script.shift() ?? 'ok'
          if (answer instanceof Error) throw answer
          return { command: 'SELECT', rowCount: 1, rows: [{ text }] }
        },
        release(error?: unknown) {
          client.released.push(error ?? 'kept')
        },
      }
    },
    async end() {},
  }
  return { pool: pool as unknown as pg.Pool, clients }
}

describe('the PostgreSQL pool as the embedded API uses it', () => {
  it('sends a first statement again on another connection when its connection was ended', async () => {
    const { pool, clients } = fakePool([[ended()], [ended()], ['ok']])
    const client = await freshOnFirstUse(pool, 10).connect()
    const result = await client.query<{ text: string }>('select 1', [])
    expect(result.rows).toEqual([{ text: 'select 1' }])
    expect(clients.map((c) => c.sent)).toEqual([['select 1'], ['select 1'], ['select 1']])
    // The ended connections are thrown away (released with their error), not kept for others.
    expect(clients[0]!.released[0]).toBeInstanceOf(Error)
    expect(clients[1]!.released[0]).toBeInstanceOf(Error)
    client.release()
    expect(clients[2]!.released).toEqual(['kept'])
  })

  it('never sends a statement again once one has run on the connection (a transaction)', async () => {
    const { pool, clients } = fakePool([['ok', ended()]])
    const client = await freshOnFirstUse(pool, 10).connect()
    await client.query('begin', [])
    await expect(client.query('insert into t values (1)', [])).rejects.toMatchObject({
      code: '57P01',
    })
    expect(clients).toHaveLength(1)
  })

  it('passes any other error on at once, and gives up after as many connections as the pool holds', async () => {
    const syntax = Object.assign(new Error('syntax error'), { code: '42601' })
    const first = fakePool([[syntax]])
    await expect((await freshOnFirstUse(first.pool, 10).connect()).query('selec', [])).rejects.toBe(
      syntax,
    )
    expect(first.clients).toHaveLength(1)

    const allEnded = fakePool([[ended()], [ended()], [ended()]])
    const client = await freshOnFirstUse(allEnded.pool, 3).connect()
    await expect(client.query('select 1', [])).rejects.toMatchObject({ code: '57P01' })
    expect(allEnded.clients).toHaveLength(3)
  })

  it('answers the connect error when no other connection can be had, and gives back nothing twice', async () => {
    const { pool, clients } = fakePool([[ended()]], { connectable: 1 })
    const client = await freshOnFirstUse(pool, 10).connect()
    await expect(client.query('select 1', [])).rejects.toThrow('ECONNREFUSED')
    expect(() => client.release()).not.toThrow()
    expect(clients[0]!.released).toHaveLength(1)
  })

  it('does not send a statement again after a connection reset: it may have run', async () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })
    const { pool, clients } = fakePool([[reset], ['ok']])
    const client = await freshOnFirstUse(pool, 10).connect()
    await expect(client.query('insert into t values (1)', [])).rejects.toBe(reset)
    expect(clients).toHaveLength(1)
  })
})
