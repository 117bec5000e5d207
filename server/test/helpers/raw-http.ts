import type { FastifyInstance } from 'fastify'
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

export interface RawRequest {
  method?: string
  /** Sent on the request line exactly as given: no normalisation of `..` or backslashes. */
  path: string
  headers?: OutgoingHttpHeaders
  /** Written as one chunk, or as several (chunked transfer encoding) when an array. */
  body?: string | Buffer | Buffer[]
}

/**
 * One request to a listening app through node:http, which (unlike supertest's URL handling)
 * sends odd paths as they are. Resolves with the answer even when the server stops reading
 * the body early (413), since what matters is what the client was told.
 */
export function rawRequest(app: FastifyInstance, options: RawRequest): Promise<RawAnswer> {
  const { port } = app.server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: options.method ?? 'GET',
      path: options.path,
      headers: options.headers,
      agent: false,
    })
    let answered = false
    req.on('response', (res) => {
      answered = true
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      )
      res.on('error', reject)
    })
    // Write errors after the server has answered (and closed) are expected; others are not.
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    const body = options.body
    if (Array.isArray(body)) for (const chunk of body) req.write(chunk)
    else if (body !== undefined) req.write(body)
    req.end()
  })
}
