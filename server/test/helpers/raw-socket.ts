import type { FastifyInstance } from 'fastify'
import { connect, type AddressInfo } from 'node:net'

export interface SocketAnswer {
  /** Everything the server wrote before it closed the socket or the wait ended. */
  text: string
  /** The status code of the first answer, or 0 when none came. */
  status: number
  /** True when the server closed the connection. */
  closed: boolean
}

/**
 * Writes `bytes` on a fresh TCP connection to the app exactly as given (no HTTP client between:
 * `#` in a target, a body that never comes), then collects what the server writes until it
 * closes the socket, a whole answer with a Content-Length has come (and does not announce a
 * close), or `waitMs` pass. Nothing is sent after `bytes`. The wait is a backstop, never what
 * decides a passing test: an answer ends it at once, and an answer a test expects may take
 * seconds on a busy machine (the first sanitizing starts the worker pool's jsdom).
 */
export function sendRaw(
  app: FastifyInstance,
  bytes: string,
  waitMs = 30_000,
): Promise<SocketAnswer> {
  const { port } = app.server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    const finish = (closed: boolean) => {
      clearTimeout(timer)
      socket.destroy()
      const text = Buffer.concat(chunks).toString('utf8')
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)
      resolve({ text, status: status ? Number(status[1]) : 0, closed })
    }
    const timer = setTimeout(() => finish(false), waitMs)
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      // A whole answer has come (head and a Content-Length body): no need to wait for a close,
      // unless the server said it will close (then whether it does is part of the answer).
      const text = Buffer.concat(chunks).toString('utf8')
      const headEnd = text.indexOf('\r\n\r\n')
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, headEnd))
      const closing = /\r\nconnection: *close/i.test(text.slice(0, headEnd))
      const whole =
        headEnd !== -1 && length && Buffer.byteLength(text) >= headEnd + 4 + Number(length[1])
      if (whole && !closing) {
        finish(false)
      }
    })
    socket.on('end', () => finish(true))
    socket.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    socket.write(bytes)
  })
}
