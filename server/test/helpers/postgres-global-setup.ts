import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { requirePostgres, startPostgres } from './postgres-server.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A throwaway PostgreSQL for the `server-postgres` project: each embedded API a test builds
     * keeps its tables in a schema of its own there (server/test/demo-api/helpers.ts).
     */
    databaseUrl: string | undefined
  }
}

/** One PostgreSQL for the whole run of the `server-postgres` project, stopped after it. */
export default async function setup(project: TestProject) {
  requirePostgres()
  const server = await startPostgres()
  // Once, before the apps: extensions are per database, and parallel creations would collide.
  const client = new pg.Client({ connectionString: server.url })
  await client.connect()
  await client.query('create extension if not exists pg_trgm with schema public')
  await client.end()
  project.provide('databaseUrl', server.url)
  return () => server.stop()
}
