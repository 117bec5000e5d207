import { useEffect, useRef } from 'react'

/** Non-field errors at the top of a step (spec section 5): scrolled into view when they appear. */
export function ErrorBanner({ messages }: { messages: string[] }) {
  const banner = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // jsdom has no scrolling; browsers do.
    if (messages.length > 0) banner.current?.scrollIntoView?.({ block: 'start' })
  }, [messages])

  if (messages.length === 0) return null
  return (
    <div
      ref={banner}
      className="notification is-danger is-light"
      role="alert"
      data-testid="wizard-errors"
    >
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  )
}
