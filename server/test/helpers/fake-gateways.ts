import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Loopback stand-ins for eSewa ePay v2 and Khalti's ePayment (KPG-2), answering the requests
 * their developer documentation describes, and recording every one. Each can be told how to
 * answer: paid, pending, failed, another amount, or not at all (a timeout). Their payment pages
 * have a Pay and a Cancel button that send the browser back as the real ones do (a GET of the
 * merchant's success/failure/return URL), so a browser test really goes there and back. Used by
 * the API's tests (server/test/demo-api/gateway-payments.test.ts) and the browser's
 * (web/e2e/payment-gateways.e2e.test.ts).
 */

/** eSewa's documented test merchant: product code and UAT secret. */
export const ESEWA_TEST_MERCHANT = { productCode: 'EPAYTEST', secretKey: '8gBm/:&EnhH.1/q' }
/** Any key will do for the fake Khalti; the header must carry it as `Key …`. */
export const KHALTI_TEST_KEY = 'live_secret_key_0123456789abcdef0123456789abcdef'

export interface Recorded {
  method: string
  path: string
  query: Record<string, string>
  headers: IncomingMessage['headers']
  body: string
}

/** How the status API answers a transaction. */
export type FakeAnswer = 'as-paid' | 'pending' | 'timeout' | 'tampered' | 'error'

async function read(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A payment page of a fake gateway: the amount, Pay and Cancel. */
const page = (title: string, amount: string, pay: string, cancel: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1><p>Amount: NPR ${escapeHtml(amount)}</p>
<form method="post" action="${escapeHtml(pay)}"><button type="submit">Pay</button></form>
<form method="post" action="${escapeHtml(cancel)}"><button type="submit">Cancel</button></form>
</main></body></html>`

async function listen(
  handler: (req: IncomingMessage, res: ServerResponse, url: URL, body: string) => Promise<unknown>,
  recorded: Recorded[],
): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const body = await read(req)
      recorded.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
      })
      await handler(req, res, url, body)
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { server, base: `http://127.0.0.1:${port}` }
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

/** Answers nothing for longer than any client waits (the socket is cut when the server closes). */
const hang = () => new Promise((resolve) => setTimeout(resolve, 60_000).unref())

interface EsewaTransaction {
  fields: Record<string, string>
  status: 'NOT_FOUND' | 'COMPLETE' | 'PENDING' | 'CANCELED'
  refId: string
}

export interface FakeEsewa {
  formUrl: string
  statusUrl: string
  requests: Recorded[]
  /** Transactions by transaction_uuid, as the form created them. */
  transactions: Map<string, EsewaTransaction>
  /** How the status API answers (all transactions): `as-paid` tells the truth. */
  statusAnswer: FakeAnswer
  /** What Pay does: complete the payment, or leave it pending at eSewa. */
  payOutcome: 'COMPLETE' | 'PENDING'
  /** The `data` eSewa would send back for a transaction (overrides change what is signed). */
  returnData(uuid: string, overrides?: Record<string, string>, secretKey?: string): string
  close(): Promise<void>
}

/** eSewa: the form (POST), the payer's page, the return, and the status-check API. */
export async function startFakeEsewa(
  secretKey = ESEWA_TEST_MERCHANT.secretKey,
): Promise<FakeEsewa> {
  const requests: Recorded[] = []
  const transactions = new Map<string, EsewaTransaction>()
  const sign = (fields: Record<string, string>, names: string, key = secretKey) =>
    createHmac('sha256', key)
      .update(
        names
          .split(',')
          .map((n) => `${n}=${fields[n] ?? ''}`)
          .join(','),
      )
      .digest('base64')
  const returnData = (uuid: string, overrides: Record<string, string> = {}, key = secretKey) => {
    const tx = transactions.get(uuid)
    if (!tx) throw new Error(`no eSewa transaction ${uuid}`)
    const names =
      'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names'
    const fields: Record<string, string> = {
      transaction_code: tx.refId,
      status: 'COMPLETE',
      // eSewa writes amounts with thousands separators and a decimal.
      total_amount: Number(tx.fields.total_amount).toLocaleString('en-US', {
        minimumFractionDigits: 1,
      }),
      transaction_uuid: uuid,
      product_code: tx.fields.product_code!,
      signed_field_names: names,
      ...overrides,
    }
    const signature = sign(fields, names, key)
    return Buffer.from(JSON.stringify({ ...fields, signature })).toString('base64')
  }
  const fake: FakeEsewa = {
    formUrl: '',
    statusUrl: '',
    requests,
    transactions,
    statusAnswer: 'as-paid',
    payOutcome: 'COMPLETE',
    returnData,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
  const { server, base } = await listen(async (req, res, url, body) => {
    if (req.method === 'POST' && url.pathname === '/api/epay/main/v2/form') {
      const fields = Object.fromEntries(new URLSearchParams(body))
      const names = fields.signed_field_names ?? ''
      if (!names || fields.signature !== sign(fields, names)) {
        res.writeHead(400, { 'content-type': 'text/html' }).end('<p>Invalid signature</p>')
        return
      }
      const uuid = fields.transaction_uuid!
      if (!transactions.has(uuid)) {
        transactions.set(uuid, {
          fields,
          status: 'NOT_FOUND',
          refId: `000${randomBytes(3).toString('hex').toUpperCase()}`,
        })
      }
      const path = `/pay/${encodeURIComponent(uuid)}`
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(page('eSewa', fields.total_amount!, path, `${path}/cancel`))
      return
    }
    const pay = /^\/pay\/([^/]+)(\/cancel)?$/.exec(url.pathname)
    if (req.method === 'POST' && pay) {
      const tx = transactions.get(decodeURIComponent(pay[1]!))
      if (!tx) return void res.writeHead(404).end()
      if (pay[2]) {
        tx.status = 'CANCELED'
        res.writeHead(302, { location: tx.fields.failure_url! }).end()
        return
      }
      tx.status = fake.payOutcome
      const data = returnData(tx.fields.transaction_uuid!, { status: fake.payOutcome })
      // eSewa appends `?data=` to the success URL.
      res.writeHead(302, { location: `${tx.fields.success_url}?data=${data}` }).end()
      return
    }
    if (req.method === 'GET' && url.pathname === '/api/epay/transaction/status/') {
      const q = Object.fromEntries(url.searchParams)
      if (fake.statusAnswer === 'timeout') return void (await hang())
      if (fake.statusAnswer === 'error') return json(res, 503, { error_message: 'unavailable' })
      const tx = transactions.get(q.transaction_uuid ?? '')
      if (!tx || tx.fields.product_code !== q.product_code) {
        return json(res, 200, { ...q, status: 'NOT_FOUND', ref_id: null })
      }
      if (Number(q.total_amount) !== Number(tx.fields.total_amount)) {
        return json(res, 400, { code: 0, error_message: 'Invalid payload signature.' })
      }
      const status = fake.statusAnswer === 'pending' ? 'PENDING' : tx.status
      const amount =
        fake.statusAnswer === 'tampered'
          ? Number(tx.fields.total_amount) - 1
          : Number(tx.fields.total_amount)
      return json(res, 200, {
        product_code: tx.fields.product_code,
        transaction_uuid: tx.fields.transaction_uuid,
        total_amount: amount,
        status,
        ref_id: status === 'COMPLETE' ? tx.refId : null,
      })
    }
    res.writeHead(404).end()
  }, requests)
  fake.formUrl = `${base}/api/epay/main/v2/form`
  fake.statusUrl = `${base}/api/epay/transaction/status/`
  return fake
}

interface KhaltiPayment {
  request: Record<string, unknown>
  status: 'Initiated' | 'Pending' | 'Completed' | 'User canceled' | 'Expired'
  transactionId: string
}

export interface FakeKhalti {
  /** KHALTI_API_URL. */
  apiUrl: string
  requests: Recorded[]
  payments: Map<string, KhaltiPayment>
  /** How initiate answers: as documented, or not at all. */
  initiateAnswer: 'ok' | 'timeout'
  /** How lookup answers (all payments): `as-paid` tells the truth. */
  lookupAnswer: FakeAnswer
  /** What Pay does: complete the payment, or leave it pending at Khalti. */
  payOutcome: 'Completed' | 'Pending'
  /** The query Khalti sends back to return_url for a payment. */
  returnQuery(pidx: string, status?: string): string
  close(): Promise<void>
}

/** Khalti: initiate, the payment page, the return, and lookup. */
export async function startFakeKhalti(secretKey = KHALTI_TEST_KEY): Promise<FakeKhalti> {
  const requests: Recorded[] = []
  const payments = new Map<string, KhaltiPayment>()
  const returnQuery = (pidx: string, status?: string) => {
    const p = payments.get(pidx)
    if (!p) throw new Error(`no Khalti payment ${pidx}`)
    const s = status ?? p.status
    const paid = s === 'Completed'
    return new URLSearchParams({
      pidx,
      transaction_id: paid ? p.transactionId : '',
      tidx: paid ? p.transactionId : '',
      txnId: paid ? p.transactionId : '',
      amount: String(p.request.amount),
      total_amount: String(p.request.amount),
      mobile: '98XXXXX904',
      status: s,
      purchase_order_id: String(p.request.purchase_order_id),
      purchase_order_name: String(p.request.purchase_order_name),
    }).toString()
  }
  const fake: FakeKhalti = {
    apiUrl: '',
    requests,
    payments,
    initiateAnswer: 'ok',
    lookupAnswer: 'as-paid',
    payOutcome: 'Completed',
    returnQuery,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
  const authorized = (req: IncomingMessage) => req.headers.authorization === `Key ${secretKey}`
  const { server, base } = await listen(async (req, res, url, body) => {
    if (req.method === 'POST' && url.pathname === '/api/v2/epayment/initiate/') {
      if (fake.initiateAnswer === 'timeout') return void (await hang())
      if (!authorized(req)) return json(res, 401, { detail: 'Invalid token.', status_code: 401 })
      const request = JSON.parse(body || '{}') as Record<string, unknown>
      const missing = [
        'return_url',
        'website_url',
        'amount',
        'purchase_order_id',
        'purchase_order_name',
      ].filter((field) => request[field] === undefined || request[field] === '')
      if (missing.length) {
        return json(res, 400, {
          ...Object.fromEntries(missing.map((f) => [f, ['This field is required.']])),
          error_key: 'validation_error',
        })
      }
      if (Number(request.amount) < 1000) {
        return json(res, 400, {
          amount: ['Amount should be greater than Rs. 10, that is 1000 paisa.'],
          error_key: 'validation_error',
        })
      }
      const pidx = randomBytes(16).toString('base64url').slice(0, 22)
      payments.set(pidx, {
        request,
        status: 'Initiated',
        transactionId: randomBytes(16).toString('base64url').slice(0, 22),
      })
      return json(res, 200, {
        pidx,
        payment_url: `${base}/pay/?pidx=${pidx}`,
        expires_at: new Date(Date.now() + 1_800_000).toISOString(),
        expires_in: 1800,
      })
    }
    if (req.method === 'GET' && url.pathname === '/pay/') {
      const pidx = url.searchParams.get('pidx') ?? ''
      const p = payments.get(pidx)
      if (!p) return void res.writeHead(404).end()
      const amount = String(Number(p.request.amount) / 100)
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(page('Khalti', amount, `/pay/${pidx}/complete`, `/pay/${pidx}/cancel`))
      return
    }
    const pay = /^\/pay\/([^/]+)\/(complete|cancel)$/.exec(url.pathname)
    if (req.method === 'POST' && pay) {
      const p = payments.get(pay[1]!)
      if (!p) return void res.writeHead(404).end()
      p.status = pay[2] === 'cancel' ? 'User canceled' : fake.payOutcome
      res
        .writeHead(302, { location: `${String(p.request.return_url)}?${returnQuery(pay[1]!)}` })
        .end()
      return
    }
    if (req.method === 'POST' && url.pathname === '/api/v2/epayment/lookup/') {
      if (fake.lookupAnswer === 'timeout') return void (await hang())
      if (!authorized(req)) return json(res, 401, { detail: 'Invalid token.', status_code: 401 })
      if (fake.lookupAnswer === 'error') return json(res, 503, { detail: 'unavailable' })
      const { pidx } = JSON.parse(body || '{}') as { pidx?: string }
      const p = payments.get(pidx ?? '')
      if (!p) return json(res, 404, { detail: 'Not found.', error_key: 'validation_error' })
      const status = fake.lookupAnswer === 'pending' ? 'Pending' : p.status
      const amount = Number(p.request.amount) + (fake.lookupAnswer === 'tampered' ? 100 : 0)
      return json(res, 200, {
        pidx,
        total_amount: amount,
        status,
        transaction_id: status === 'Completed' ? p.transactionId : null,
        fee: 0,
        refunded: false,
      })
    }
    res.writeHead(404).end()
  }, requests)
  fake.apiUrl = `${base}/api/v2/`
  return fake
}
