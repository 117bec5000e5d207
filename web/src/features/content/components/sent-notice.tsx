import { useEffect, useRef, type ReactNode } from 'react'

/**
 * What a form says once it is sent: the provider's thank-you, announced, and focused so a screen
 * reader and a keyboard start from it; then a way to send another.
 */
export function SentNotice({
  title,
  detail,
  again,
}: {
  title: ReactNode
  detail: string | undefined
  again: ReactNode
}) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => box.current?.focus(), [])
  return (
    <div ref={box} tabIndex={-1} className="notification is-success is-light" role="status">
      <p className="has-text-weight-semibold">{title}</p>
      {detail ? <p>{detail}</p> : null}
      <div className="mt-3">{again}</div>
    </div>
  )
}
