import { createServer } from 'node:net'

/** A loopback port nothing listens on right now (another process may still take it first). */
export async function freePort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(() => resolve()))
  return port
}
