/**
 * Times `GET /healthz` on `origin`, one call after another, until `busy` settles: what an
 * operator's health check sees while the server works on something else. Latencies in ms.
 */
export async function healthzLatenciesDuring(
  origin: string,
  busy: Promise<unknown>,
): Promise<number[]> {
  let settled = false
  busy.then(
    () => (settled = true),
    () => (settled = true),
  )
  const latencies: number[] = []
  while (!settled) {
    const started = performance.now()
    const answer = await fetch(`${origin}/healthz`)
    await answer.text()
    if (answer.status !== 200) throw new Error(`/healthz answered ${answer.status}`)
    latencies.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return latencies
}
