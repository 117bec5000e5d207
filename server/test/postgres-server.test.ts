import { existsSync } from 'node:fs'
import pg from 'pg'
import { expect, it } from 'vitest'
import { describeWithPostgres } from './helpers/postgres-server-hooks.js'
import { startPostgres, TEST_DATABASE } from './helpers/postgres-server.js'

// The throwaway PostgreSQL the integration tests run the embedded API on (issue 28).
describeWithPostgres('a throwaway PostgreSQL for the tests', () => {
  it('serves an empty database with pg_trgm, then is gone after stop()', async () => {
    const server = await startPostgres()
    const client = new pg.Client(server.url)
    try {
      expect(server.url).toBe(`postgres://postgres@127.0.0.1:${server.port}/${TEST_DATABASE}`)
      await client.connect()
      const version = await client.query<{ version: string }>('select version()')
      expect(version.rows[0]!.version).toMatch(/^PostgreSQL \d+/)
      const database = await client.query<{ name: string }>('select current_database() as name')
      expect(database.rows[0]!.name).toBe(TEST_DATABASE)

      // Search uses trigrams: the contrib extension must be there, and see Devanagari as letters.
      await client.query('create extension pg_trgm')
      const close = await client.query<{ score: number }>(
        "select similarity('काठमाडौं', 'काठमाडौँ') as score",
      )
      expect(close.rows[0]!.score).toBeGreaterThan(0.5)
    } finally {
      await client.end()
      await server.stop()
    }

    const after = new pg.Client(server.url)
    await expect(after.connect()).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    expect(existsSync(server.dir)).toBe(false)
  })

  it('gives workers that start at the same time a server and a folder each', async () => {
    const servers = await Promise.all([startPostgres(), startPostgres()])
    try {
      expect(servers[0].port).not.toBe(servers[1].port)
      expect(servers[0].dir).not.toBe(servers[1].dir)
      // A table made in one is not in the other.
      const [first, second] = servers.map((server) => new pg.Client(server.url))
      await Promise.all([first!.connect(), second!.connect()])
      await first!.query('create table only_here (id int)')
      const seen = await second!.query("select to_regclass('only_here') as name")
      expect(seen.rows[0]!.name).toBeNull()
      await Promise.all([first!.end(), second!.end()])
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
    }
  })
})
